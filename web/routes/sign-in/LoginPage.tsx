// /login, "Welcome to PlugPlan": passwordless sign-in that only saves progress
// (savings-tools-and-pages.md §2, §4, §5, §8). States: idle → sending → sent ("Check your email");
// "Try different email" returns to the form. "Continue without account" appears only when the page
// was opened with a way back (?next=…, as the header's control does).
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { MAGIC_LINK_TTL_MINUTES } from "../../../domain/contracts/auth-limits";
import { safeNext, sanitizeNext } from "../../../domain/auth/safe-next";
import { href, PRODUCT_NAME } from "../../../domain/routes";
import { challengeSiteKey, requestMagicLink } from "../../lib/auth/auth-api";
import { useAuth } from "../../lib/auth/auth-state";
import { magicLinkErrorMessage } from "../../lib/auth/messages";
import { useOnline } from "../../lib/useOnline";
import TurnstileWidget from "./TurnstileWidget";
import "./sign-in.css";

const SPAM_HINT = "Didn't receive the email? Check your spam folder or try again.";

type Status = "idle" | "sending" | "sent";

export default function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const auth = useAuth();
  const backTo = sanitizeNext(params.get("next"));
  // Shown on both screens, only when the page was opened with somewhere to go back to (spec: "shown
  // only when a back handler is supplied").
  const continueWithoutAccount = backTo && (
    <button type="button" className="button button--ghost button--block" onClick={() => navigate(backTo)}>
      Continue without account
    </button>
  );
  const [email, setEmail] = useState("");
  const [sentTo, setSentTo] = useState("");
  const [status, setStatus] = useState<Status>("idle");
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const sentHeadingRef = useRef<HTMLHeadingElement>(null);
  const returningToForm = useRef(false);
  // Turnstile only when the Worker asks for it (the sign-in budget runs low: decision 0016); its
  // answer names the site key. Until then nothing of Turnstile loads.
  const [siteKey, setSiteKey] = useState("");
  const [turnstileToken, setTurnstileToken] = useState<string | null>(null);
  const [turnstileReset, setTurnstileReset] = useState(0);

  // Move focus with the state change so screen-reader and keyboard users follow it.
  useEffect(() => {
    if (status === "sent") sentHeadingRef.current?.focus();
    else if (status === "idle" && returningToForm.current) {
      returningToForm.current = false;
      inputRef.current?.focus();
    }
  }, [status]);

  const trimmed = email.trim();
  // Offline (the page opened from the service worker) no link can be sent: say so up front.
  const online = useOnline();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!trimmed || status === "sending") return;
    setStatus("sending");
    setError(null);
    try {
      await requestMagicLink(trimmed, backTo, siteKey ? (turnstileToken ?? undefined) : undefined);
      setSentTo(trimmed.toLowerCase());
      setStatus("sent");
    } catch (caught) {
      const challengeKey = challengeSiteKey(caught);
      if (challengeKey) setSiteKey(challengeKey);
      setError(magicLinkErrorMessage(caught));
      setStatus("idle");
    } finally {
      // A Turnstile answer works once: the next attempt needs a new one.
      if (siteKey) setTurnstileReset((count) => count + 1);
    }
  }

  if (auth.status === "signed-in") {
    return (
      <div className="sign-in">
        <section className="card sign-in__card" aria-labelledby="signed-in-title">
          <h1 id="signed-in-title" className="sign-in__title">
            You're signed in
          </h1>
          <p className="sign-in__lead">
            You're signed in as <strong>{auth.email}</strong>. Your progress is saved to your account.
          </p>
          <Link className="button button--block" to={safeNext(backTo)}>
            Continue
          </Link>
        </section>
      </div>
    );
  }

  return (
    <div className="sign-in">
      {status === "sent" ? (
        <section className="card sign-in__card" aria-labelledby="sent-title">
          <h1 id="sent-title" className="sign-in__title" tabIndex={-1} ref={sentHeadingRef}>
            Check your email
          </h1>
          <p className="sign-in__lead">
            We sent a sign-in link to <strong>{sentTo}</strong>. Open it in this browser on this device: it signs in
            only where it was asked for. It works once and expires in {MAGIC_LINK_TTL_MINUTES} minutes.
          </p>
          <p className="sign-in__hint">{SPAM_HINT}</p>
          <div className="sign-in__actions">
            <button
              type="button"
              className="button button--secondary button--block"
              onClick={() => {
                returningToForm.current = true;
                setStatus("idle");
              }}
            >
              Try different email
            </button>
            {continueWithoutAccount}
          </div>
        </section>
      ) : (
        <section className="card sign-in__card" aria-labelledby="welcome-title">
          <h1 id="welcome-title" className="sign-in__title">
            Welcome to {PRODUCT_NAME}
          </h1>
          <p className="sign-in__lead">
            Sign in to save your charging plan and pick it up on any device. No password: we email you a link.
          </p>
          {!online && (
            <p className="alert alert--warning" role="status" data-testid="sign-in-offline">
              Signing in needs a connection, and this device is offline. Your plan and the guides still open here; sign in
              when you are back online.
            </p>
          )}
          <form className="sign-in__card" onSubmit={onSubmit} noValidate={false}>
            <div className="sign-in__field">
              <label htmlFor={inputId}>Email</label>
              <input
                ref={inputRef}
                id={inputId}
                type="email"
                name="email"
                required
                autoComplete="email"
                inputMode="email"
                spellCheck={false}
                placeholder="you@example.com"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
              />
            </div>
            {siteKey && (
              <TurnstileWidget siteKey={siteKey} onToken={setTurnstileToken} onLoadError={setError} resetKey={turnstileReset} />
            )}
            {error && (
              <p id={errorId} className="alert alert--error" role="alert">
                {error}
              </p>
            )}
            <div className="sign-in__actions">
              <button type="submit" className="button button--block" disabled={!online || !trimmed || status === "sending"}>
                Send magic link
              </button>
              {continueWithoutAccount}
            </div>
          </form>
          <p className="sign-in__note">
            Everything in {PRODUCT_NAME} works without an account; signing in only saves your progress. See our{" "}
            <Link to={href("privacy")}>Privacy Policy</Link>.
          </p>
        </section>
      )}
    </div>
  );
}
