// /login, "Welcome to PlugPlan": passwordless sign-in that only saves progress
// (savings-tools-and-pages.md §2, §4, §5, §8). States: idle → sending → sent ("Check your email");
// "Try different email" returns to the form. "Continue without account" appears only when the page
// was opened with a way back (?next=…, as the header's control does).
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { MAGIC_LINK_TTL_MINUTES } from "../../../domain/contracts/auth-limits";
import { sanitizeNext } from "../../../domain/auth/safe-next";
import { formatInteger } from "../../../domain/i18n/format";
import * as m from "../../../domain/i18n/messages";
import { href, PRODUCT_NAME } from "../../../domain/routes";
import { challengeSiteKey, requestMagicLink } from "../../lib/auth/auth-api";
import { useAuth } from "../../lib/auth/auth-state";
import { magicLinkErrorMessage } from "../../lib/auth/messages";
import { useOnline } from "../../lib/useOnline";
import TurnstileWidget from "./TurnstileWidget";
import "./sign-in.css";

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
      {m.signin_continue_without_account()}
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
            {m.signin_signed_in_title()}
          </h1>
          <p className="sign-in__lead">
            {m.signin_signed_in_before()}
            <strong>{auth.email}</strong>
            {m.signin_signed_in_after()}
          </p>
          {/* The plan in this page's language when there is nowhere to go back to. */}
          <Link className="button button--block" to={backTo ?? href("charging-plan")}>
            {m.signin_continue()}
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
            {m.signin_sent_title()}
          </h1>
          <p className="sign-in__lead">
            {m.signin_sent_before()}
            <strong>{sentTo}</strong>
            {m.signin_sent_after({ minutes: formatInteger(MAGIC_LINK_TTL_MINUTES) })}
          </p>
          <p className="sign-in__hint">{m.signin_spam_hint()}</p>
          <div className="sign-in__actions">
            <button
              type="button"
              className="button button--secondary button--block"
              onClick={() => {
                returningToForm.current = true;
                setStatus("idle");
              }}
            >
              {m.signin_try_different_email()}
            </button>
            {continueWithoutAccount}
          </div>
        </section>
      ) : (
        <section className="card sign-in__card" aria-labelledby="welcome-title">
          <h1 id="welcome-title" className="sign-in__title">
            {m.signin_welcome_title({ product: PRODUCT_NAME })}
          </h1>
          <p className="sign-in__lead">{m.signin_lead()}</p>
          {!online && (
            <p className="alert alert--warning" role="status" data-testid="sign-in-offline">
              {m.signin_offline()}
            </p>
          )}
          <form className="sign-in__card" onSubmit={onSubmit} noValidate={false}>
            <div className="sign-in__field">
              <label htmlFor={inputId}>{m.signin_email_label()}</label>
              <input
                ref={inputRef}
                id={inputId}
                type="email"
                name="email"
                required
                autoComplete="email"
                inputMode="email"
                spellCheck={false}
                placeholder={m.signin_email_placeholder()}
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
                {m.signin_send()}
              </button>
              {continueWithoutAccount}
            </div>
          </form>
          <p className="sign-in__note">
            {m.signin_note_before({ product: PRODUCT_NAME })}
            <Link to={href("privacy")}>{m.signin_note_link()}</Link>
            {m.signin_note_after()}
          </p>
        </section>
      )}
    </div>
  );
}
