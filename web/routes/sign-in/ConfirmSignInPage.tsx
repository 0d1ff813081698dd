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
import { MAGIC_LINK_TTL_MINUTES } from "../../../domain/contracts/auth-limits";
import { formatInteger } from "../../../domain/i18n/format";
import * as m from "../../../domain/i18n/messages";
import { href, PRODUCT_NAME } from "../../../domain/routes";
import { linkAccount, requestMagicLink, verifyMagicLink } from "../../lib/auth/auth-api";
import { magicLinkErrorMessage } from "../../lib/auth/messages";
import "./sign-in.css";

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

// Called while rendering (or handling an answer), so each reads the page's language then.
function failureTitle(reason: TokenFailureReason): string {
  switch (reason) {
    case "expired":
      return m.signin_title_expired();
    case "used":
      return m.signin_title_used();
    case "replaced":
      return m.signin_title_replaced();
    case "invalid":
      return m.signin_title_invalid();
    case "other-browser":
      return m.signin_title_other_browser();
  }
}

/** When the Worker sent no message of its own (it sends one in the page's language: auth-api.ts). */
function fallbackMessage(reason: TokenFailureReason): string {
  switch (reason) {
    case "expired":
      return m.signin_fallback_expired({ minutes: formatInteger(MAGIC_LINK_TTL_MINUTES) });
    case "used":
      return m.signin_fallback_used();
    case "replaced":
      return m.signin_fallback_replaced();
    case "invalid":
      return m.signin_fallback_invalid();
    case "other-browser":
      return m.signin_fallback_other_browser();
  }
}

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
  if (!result.ok) return { kind: "failed", reason: result.reason, message: result.message ?? fallbackMessage(result.reason) };
  if (!result.sameBrowser) return { kind: "elsewhere", email: result.email, send: "idle" };
  return { kind: "ready", email: result.email, hasGuestPlan: guestDataToMerge() !== null };
}

export default function ConfirmSignInPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get("token") ?? "";
  const [state, setState] = useState<State>(() =>
    TOKEN_PATTERN.test(token) ? { kind: "checking" } : { kind: "failed", reason: "invalid", message: fallbackMessage("invalid") },
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
        setState({ kind: "failed", reason: result.reason, message: result.message ?? fallbackMessage(result.reason) });
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
            {failureTitle(state.reason)}
          </h1>
          <p className="sign-in__lead">{state.message}</p>
          <p>{m.signin_failed_advice({ minutes: formatInteger(MAGIC_LINK_TTL_MINUTES) })}</p>
          <div className="sign-in__actions">
            <Link className="button button--block" to={href("login")}>
              {m.signin_get_new_link()}
            </Link>
            <Link className="button button--ghost button--block" to={href("home")}>
              {m.signin_go_home()}
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
            {failureTitle("other-browser")}
          </h1>
          <p className="sign-in__lead" data-testid="other-browser">
            {m.signin_elsewhere_before()}
            <strong className="sign-in__account">{email}</strong>
            {m.signin_elsewhere_after()}
          </p>
          <p>{m.signin_elsewhere_advice()}</p>
          {send === "sent" ? (
            <p className="alert" role="status">
              {m.signin_resent_before()}
              <strong>{email}</strong>
              {m.signin_resent_after()}
            </p>
          ) : (
            <>
              {typeof send === "object" && (
                <p className="alert alert--error" role="alert">
                  {send.error}
                </p>
              )}
              <button type="button" className="button button--block" onClick={() => void sendHere(email)} disabled={send === "sending"}>
                {m.signin_send_here()}
              </button>
            </>
          )}
          <Link className="button button--ghost button--block" to={href("home")}>
            {m.signin_go_home()}
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
          {m.signin_confirm_title()}
        </h1>
        {account ? (
          <>
            <p className="sign-in__lead" data-testid="confirm-account">
              {m.signin_confirm_account_before({ product: PRODUCT_NAME })}
              <strong className="sign-in__account">{account.email}</strong>
              {m.signin_confirm_account_after()}
            </p>
            <p>{m.signin_confirm_warning()}</p>
          </>
        ) : state.kind === "checking" ? (
          <p className="sign-in__lead" role="status">
            {m.signin_checking()}
          </p>
        ) : (
          <p className="alert alert--error" role="alert">
            {m.signin_check_failed()}
          </p>
        )}
        {state.kind === "error" && (
          <p className="alert alert--error" role="alert">
            {m.signin_confirm_failed()}
          </p>
        )}
        {state.kind === "check-error" ? (
          <button type="button" className="button button--block" onClick={() => setAttempt((n) => n + 1)}>
            {m.signin_try_again()}
          </button>
        ) : account?.hasGuestPlan ? (
          <fieldset className="sign-in__merge">
            <legend>{m.signin_merge_question({ email: account.email })}</legend>
            <div className="sign-in__actions">
              <button type="button" className="button button--block" onClick={() => void confirm(true)} disabled={busy}>
                {m.signin_merge_add()}
              </button>
              <button type="button" className="button button--ghost button--block" onClick={() => void confirm(false)} disabled={busy}>
                {m.signin_merge_skip()}
              </button>
            </div>
            <p className="sign-in__note">{m.signin_merge_note()}</p>
          </fieldset>
        ) : (
          <button type="button" className="button button--block" onClick={() => void confirm(false)} disabled={!account || busy}>
            {busy ? m.signin_signing_in() : m.signin_sign_in_to({ product: PRODUCT_NAME })}
          </button>
        )}
      </section>
    </div>
  );
}
