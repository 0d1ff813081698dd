// The confirmation a person sees after deleting their account (issue 25): the account page sends
// them home with a full page load (every part of the app starts again signed out), so what was
// removed, and whether this browser kept their plan, travels in sessionStorage for one showing.
import { useState, useSyncExternalStore } from "react";

/** sessionStorage, not localStorage: a `plugplan.` key there would make the next page a returning guest's. */
export const ACCOUNT_DELETED_KEY = "plugplan-notice:account-deleted";

export const ACCOUNT_DELETED_TITLE = "Your account is deleted.";
export const ACCOUNT_DELETED_REMOVED =
  "We removed your email address, your plan answers, plan figures and task progress from our servers, signed you out on every device and cancelled any unused sign-in links.";
export const BROWSER_KEPT = "Your plan is still in this browser, as a guest plan. Only this browser has it now.";
export const BROWSER_CLEARED = "PlugPlan's data in this browser was cleared too.";

export type BrowserChoice = "kept" | "cleared";

/** Called by the account page right before it leaves for the home page. */
export function noteAccountDeleted(browser: BrowserChoice): void {
  try {
    window.sessionStorage.setItem(ACCOUNT_DELETED_KEY, browser);
  } catch {
    // storage disabled: the deletion happened all the same; only the note is lost
  }
}

let pending: BrowserChoice | null | undefined;

/** Read once and removed at once: the note shows on the first page after the deletion only. */
function takeNote(): BrowserChoice | null {
  if (pending === undefined) {
    try {
      const value = window.sessionStorage.getItem(ACCOUNT_DELETED_KEY);
      window.sessionStorage.removeItem(ACCOUNT_DELETED_KEY);
      pending = value === "kept" || value === "cleared" ? value : null;
    } catch {
      pending = null;
    }
  }
  return pending;
}

const subscribe = () => () => {};

export function AccountDeletedNotice() {
  // The prerendered home page has no note; it appears once the page is live.
  const note = useSyncExternalStore(subscribe, takeNote, () => null);
  const [dismissed, setDismissed] = useState(false);
  if (!note || dismissed) return null;
  return (
    <section className="alert alert--success account-deleted" role="status" aria-labelledby="account-deleted-title">
      <h2 id="account-deleted-title">{ACCOUNT_DELETED_TITLE}</h2>
      <p>{ACCOUNT_DELETED_REMOVED}</p>
      <p>{note === "kept" ? BROWSER_KEPT : BROWSER_CLEARED}</p>
      <button type="button" className="button button--ghost" onClick={() => setDismissed(true)}>
        Dismiss
      </button>
    </section>
  );
}
