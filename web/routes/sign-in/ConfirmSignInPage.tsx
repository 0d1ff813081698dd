// /auth/confirm?token=…: the page our sign-in emails open. A link signs in only the browser that
// asked for it (decision 0017): there it signs in at once, unless this browser holds a guest plan,
// when one tap chooses whether to add it to the account. Opened anywhere else (another browser, a
// forwarded email, someone else's link, a mail scanner) it signs in nobody: the page says so and
// offers a new link for this browser. It names the account the link is for (in full: a masked
// address is easy to mistake for one's own). Expired, used or unknown links get a page saying so
// and a way to get a new one.
import { useRef, useState, useEffect } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import type { TokenFailureReason } from "../../../domain/contracts/auth.schema";
import { safeNext } from "../../../domain/auth/safe-next";
import { href, PRODUCT_NAME } from "../../../domain/routes";
import { linkAccount, requestMagicLink, verifyMagicLink } from "../../lib/auth/auth-api";
import { magicLinkErrorMessage } from "../../lib/auth/messages";
import "./sign-in.css";

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const FAILURE_TITLES: Record<TokenFailureReason, string> = {
  expired: "This sign-in link has expired",
  used: "This sign-in link was already used",
  replaced: "A newer sign-in link was sent",
  invalid: "This sign-in link isn't valid",
  "other-browser": "Open this link where you asked for it",
};

const FALLBACK_MESSAGES: Record<TokenFailureReason, string> = {
  expired: "Links work for 15 minutes.",
  used: "Each link works once.",
  replaced: "Only the newest link works. Open the latest email.",
  invalid: "It may have been copied incompletely.",
  "other-browser": "This sign-in link was asked for in another browser, and it signs in only there.",
};

const CONFIRM_FAILED = "We couldn't sign you in just now. Please check your connection and try again.";
const CHECK_FAILED = "We couldn't check this sign-in link just now. Please check your connection and try again.";

type State =
  | { kind: "checking" }
  | { kind: "check-error" }
  | { kind: "ready"; email: string; hasGuestPlan: boolean }
  /** The link was asked for in another browser: it signs in only there. */
  | { kind: "elsewhere"; email: string; send: "idle" | "sending" | "sent" | { error: string } }
  | { kind: "verifying"; email: string; hasGuestPlan: boolean }
  | { kind: "error"; email: string; hasGuestPlan: boolean }
  | { kind: "failed"; reason: TokenFailureReason; message: string };

/** Reads the link's account and whether this browser holds a guest plan, before anything is used. */
async function checkLink(token: string): Promise<State> {
  const [result, { guestDataToMerge }] = await Promise.all([linkAccount(token), import("../../lib/auth/bootstrap")]);
  if (!result.ok) return { kind: "failed", reason: result.reason, message: result.message ?? FALLBACK_MESSAGES[result.reason] };
  if (!result.sameBrowser) return { kind: "elsewhere", email: result.email, send: "idle" };
  return { kind: "ready", email: result.email, hasGuestPlan: guestDataToMerge() !== null };
}

export default function ConfirmSignInPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get("token") ?? "";
  const [state, setState] = useState<State>(() =>
    TOKEN_PATTERN.test(token) ? { kind: "checking" } : { kind: "failed", reason: "invalid", message: FALLBACK_MESSAGES.invalid },
  );
  const [attempt, setAttempt] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (state.kind === "failed") headingRef.current?.focus();
  }, [state.kind]);

  // The account is named before the tap (issue 25): someone else's link would otherwise sign a
  // person in to that account, and add their guest plan to it, without a word.
  useEffect(() => {
    if (!TOKEN_PATTERN.test(token)) return;
    let cancelled = false;
    checkLink(token).then(
      (next) => {
        if (!cancelled) setState(next);
      },
      (error: unknown) => {
        console.warn("Could not check the sign-in link", error);
        if (!cancelled) setState({ kind: "check-error" });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [token, attempt]);

  // In the browser that asked, with no guest plan to decide about, the link signs in at once.
  const autoConfirm = state.kind === "ready" && !state.hasGuestPlan;
  useEffect(() => {
    if (autoConfirm) void confirm(false);
    // confirm reads the state it is called with; it runs once, when the check says so.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [autoConfirm]);

  async function sendHere(email: string) {
    setState({ kind: "elsewhere", email, send: "sending" });
    try {
      await requestMagicLink(email, undefined);
      setState({ kind: "elsewhere", email, send: "sent" });
    } catch (error) {
      setState({ kind: "elsewhere", email, send: { error: magicLinkErrorMessage(error) } });
    }
  }

  async function confirm(addGuestPlan: boolean) {
    if (state.kind !== "ready" && state.kind !== "error") return;
    const { email, hasGuestPlan } = state;
    setState({ kind: "verifying", email, hasGuestPlan });
    try {
      const result = await verifyMagicLink(token);
      if (!result.ok) {
        setState({ kind: "failed", reason: result.reason, message: result.message ?? FALLBACK_MESSAGES[result.reason] });
        return;
      }
      try {
        const { completeSignIn } = await import("../../lib/auth/bootstrap");
        await completeSignIn(result.user.email, { addGuestPlan });
      } catch (error) {
        // Signed in either way (the cookie is set); progress connects on the next page load.
        console.warn("Signed in, but progress sync did not start yet", error);
      }
      navigate(safeNext(result.next), { replace: true });
    } catch (error) {
      console.warn("Sign-in confirmation failed", error);
      setState({ kind: "error", email, hasGuestPlan });
    }
  }

  if (state.kind === "failed") {
    return (
      <div className="sign-in">
        <section className="card sign-in__card" aria-labelledby="confirm-title">
          <h1 id="confirm-title" className="sign-in__title" tabIndex={-1} ref={headingRef}>
            {FAILURE_TITLES[state.reason]}
          </h1>
          <p className="sign-in__lead">{state.message}</p>
          <p>Request a new link and use it within 15 minutes. Your progress on this device is safe either way.</p>
          <div className="sign-in__actions">
            <Link className="button button--block" to={href("login")}>
              Get a new sign-in link
            </Link>
            <Link className="button button--ghost button--block" to={href("home")}>
              Go to home page
            </Link>
          </div>
        </section>
      </div>
    );
  }

  if (state.kind === "elsewhere") {
    const { email, send } = state;
    return (
      <div className="sign-in">
        <section className="card sign-in__card" aria-labelledby="confirm-title">
          <h1 id="confirm-title" className="sign-in__title">
            {FAILURE_TITLES["other-browser"]}
          </h1>
          <p className="sign-in__lead" data-testid="other-browser">
            This link for <strong className="sign-in__account">{email}</strong> was asked for in another browser, and it
            signs in only there. Open it in the browser where you asked for it.
          </p>
          <p>
            If this is your address and you want to sign in here, send a new link to it from this browser. If someone
            sent you this link, don't use it: it belongs to their account.
          </p>
          {send === "sent" ? (
            <p className="alert" role="status">
              We sent a new sign-in link to <strong>{email}</strong>. Open it in this browser.
            </p>
          ) : (
            <>
              {typeof send === "object" && (
                <p className="alert alert--error" role="alert">
                  {send.error}
                </p>
              )}
              <button type="button" className="button button--block" onClick={() => void sendHere(email)} disabled={send === "sending"}>
                Send a new link to this browser
              </button>
            </>
          )}
          <Link className="button button--ghost button--block" to={href("home")}>
            Go to home page
          </Link>
        </section>
      </div>
    );
  }

  const account = state.kind === "checking" || state.kind === "check-error" ? null : state;
  const busy = state.kind === "verifying";
  return (
    <div className="sign-in">
      <section className="card sign-in__card" aria-labelledby="confirm-title">
        <h1 id="confirm-title" className="sign-in__title">
          Confirm sign-in
        </h1>
        {account ? (
          <>
            <p className="sign-in__lead" data-testid="confirm-account">
              You are signing in to {PRODUCT_NAME} as <strong className="sign-in__account">{account.email}</strong>.
            </p>
            <p>
              Only continue if this is your email address. If someone sent you this link, don't use it: it would sign
              you in to their account.
            </p>
          </>
        ) : state.kind === "checking" ? (
          <p className="sign-in__lead" role="status">
            Checking your sign-in link…
          </p>
        ) : (
          <p className="alert alert--error" role="alert">
            {CHECK_FAILED}
          </p>
        )}
        {state.kind === "error" && (
          <p className="alert alert--error" role="alert">
            {CONFIRM_FAILED}
          </p>
        )}
        {state.kind === "check-error" ? (
          <button type="button" className="button button--block" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </button>
        ) : account?.hasGuestPlan ? (
          <fieldset className="sign-in__merge">
            <legend>This device has a plan you made without an account. Add it to {account.email}?</legend>
            <div className="sign-in__actions">
              <button type="button" className="button button--block" onClick={() => void confirm(true)} disabled={busy}>
                Sign in and add this plan
              </button>
              <button type="button" className="button button--ghost button--block" onClick={() => void confirm(false)} disabled={busy}>
                Sign in without adding it
              </button>
            </div>
            <p className="sign-in__note">Not added, it stays on this device and is here again when you sign out.</p>
          </fieldset>
        ) : (
          <button type="button" className="button button--block" onClick={() => void confirm(false)} disabled={!account || busy}>
            {busy ? "Signing you in…" : `Sign in to ${PRODUCT_NAME}`}
          </button>
        )}
      </section>
    </div>
  );
}
