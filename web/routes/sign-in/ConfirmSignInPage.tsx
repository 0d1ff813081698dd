// /auth/confirm?token=…: the page our sign-in emails open. It asks for one tap before using the
// token, because mail scanners open links on their own and would otherwise burn the single-use
// link before the person gets to it. Expired, used or unknown links get a page saying so and a
// way to get a new one.
import { useRef, useState, useEffect } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import type { TokenFailureReason } from "../../../domain/contracts/auth.schema";
import { safeNext } from "../../../domain/auth/safe-next";
import { href, PRODUCT_NAME } from "../../../domain/routes";
import { verifyMagicLink } from "../../lib/auth/auth-api";
import "./sign-in.css";

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const FAILURE_TITLES: Record<TokenFailureReason, string> = {
  expired: "This sign-in link has expired",
  used: "This sign-in link was already used",
  replaced: "A newer sign-in link was sent",
  invalid: "This sign-in link isn't valid",
};

const FALLBACK_MESSAGES: Record<TokenFailureReason, string> = {
  expired: "Links work for 15 minutes.",
  used: "Each link works once.",
  replaced: "Only the newest link works. Open the latest email.",
  invalid: "It may have been copied incompletely.",
};

const CONFIRM_FAILED = "We couldn't sign you in just now. Please check your connection and try again.";

type State =
  | { kind: "ready" }
  | { kind: "verifying" }
  | { kind: "failed"; reason: TokenFailureReason; message: string }
  | { kind: "error" };

export default function ConfirmSignInPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get("token") ?? "";
  const [state, setState] = useState<State>(() =>
    TOKEN_PATTERN.test(token) ? { kind: "ready" } : { kind: "failed", reason: "invalid", message: FALLBACK_MESSAGES.invalid },
  );
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (state.kind === "failed") headingRef.current?.focus();
  }, [state.kind]);

  async function confirm() {
    setState({ kind: "verifying" });
    try {
      const result = await verifyMagicLink(token);
      if (!result.ok) {
        setState({ kind: "failed", reason: result.reason, message: result.message ?? FALLBACK_MESSAGES[result.reason] });
        return;
      }
      try {
        const { completeSignIn } = await import("../../lib/auth/bootstrap");
        await completeSignIn(result.user.email);
      } catch (error) {
        // Signed in either way (the cookie is set); progress connects on the next page load.
        console.warn("Signed in, but progress sync did not start yet", error);
      }
      navigate(safeNext(result.next), { replace: true });
    } catch (error) {
      console.warn("Sign-in confirmation failed", error);
      setState({ kind: "error" });
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

  return (
    <div className="sign-in">
      <section className="card sign-in__card" aria-labelledby="confirm-title">
        <h1 id="confirm-title" className="sign-in__title">
          Confirm sign-in
        </h1>
        <p className="sign-in__lead">
          Tap the button to finish signing in to {PRODUCT_NAME} on this device. Progress you made here without an
          account is added to your account.
        </p>
        {state.kind === "error" && (
          <p className="alert alert--error" role="alert">
            {CONFIRM_FAILED}
          </p>
        )}
        <button type="button" className="button button--block" onClick={confirm} disabled={state.kind === "verifying"}>
          Sign in to {PRODUCT_NAME}
        </button>
        <p className="sign-in__note">
          We ask for this tap so that email security scanners, which open links on their own, can't use up your
          single-use link.
        </p>
      </section>
    </div>
  );
}
