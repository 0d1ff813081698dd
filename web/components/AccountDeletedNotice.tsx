// The confirmation a person sees after deleting their account (issue 25): the account page sends
// them home with a full page load (every part of the app starts again signed out), so what was
// removed, and whether this browser kept their plan, travels in sessionStorage for one showing.
import { useState, useSyncExternalStore } from "react";
import * as m from "../../domain/i18n/messages";

/** sessionStorage, not localStorage: a `plugplan.` key there would make the next page a returning guest's. */
export const ACCOUNT_DELETED_KEY = "plugplan-notice:account-deleted";


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
      <h2 id="account-deleted-title">{m.shell_deleted_title()}</h2>
      <p>{m.shell_deleted_removed()}</p>
      <p>{note === "kept" ? m.shell_deleted_browser_kept() : m.shell_deleted_browser_cleared()}</p>
      <button type="button" className="button button--ghost" onClick={() => setDismissed(true)}>
        {m.shell_deleted_dismiss()}
      </button>
    </section>
  );
}
