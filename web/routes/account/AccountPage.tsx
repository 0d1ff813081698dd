// /account (issue 19): what PlugPlan keeps for the signed-in person, and their own way to take it
// along ("Download my data") or leave ("Delete my account"). Signed-out visitors are sent to sign
// in and come back here. Personal, so never prerendered (domain/prerender.ts) and noindex.
import { LANGUAGE_TAG, type Locale } from "../../../domain/i18n/locale";
import { getLocale } from "../../../domain/i18n/runtime";
import * as m from "../../../domain/i18n/messages";
import { href } from "../../../domain/routes";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { privacySections } from "../../../domain/content/privacy";
import { STORAGE_KEY_PREFIX } from "../../../domain/prerender";
import { noteAccountDeleted } from "../../components/AccountDeletedNotice";
import { ApiError } from "../../lib/api";
import { progressStore, STORAGE_KEYS, type ProgressSnapshot } from "../../lib/progress/store";
import { mayBeSignedIn } from "../../lib/auth/auth-state";
import { accountDataFailedMessage, deleteFailedMessage } from "./account-messages";
import { deleteAccount, downloadAccountData, fetchAccount, type AccountSummary } from "./account-api";
import { DealerRolesSection } from "./DealerRolesSection";
import "./account.css";


/**
 * The privacy policy's own words for what a signed-in account stores (section 2, first list), in
 * the page's language: read at render, since the policy's text is worded when it is asked for.
 */
function storedForAccount(): readonly string[] {
  const section = privacySections().find((s) => s.id === "what-we-store");
  const firstList = section?.blocks.find((block) => block.kind === "list");
  return firstList && firstList.kind === "list" ? firstList.items : [];
}

// Moments in the reader's time zone and language ("November 1, 2026" / "1 de noviembre de 2026").
const formatDate = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(LANGUAGE_TAG[locale], { year: "numeric", month: "long", day: "numeric" }).format(new Date(iso));
const formatDateTime = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(LANGUAGE_TAG[locale], { year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" }).format(
    new Date(iso),
  );

type State = { kind: "loading" } | { kind: "failed" } | { kind: "ready"; account: AccountSummary };

/** The English text (tests compare with it); the page says it in its own language. */
export const LOAD_FAILED = m.account_load_failed({}, { locale: "en" });

/** Removes everything PlugPlan keeps in this browser (progress, the sync queue). */
function clearThisBrowser() {
  const storage = window.localStorage;
  for (const key of Object.keys(storage)) if (key.startsWith(STORAGE_KEY_PREFIX)) storage.removeItem(key);
}

/**
 * Keeps the plan this browser shows as a guest plan. A signed-in person's plan lives on the
 * server (the guest copy was merged and cleared at sign-in), so without this the deletion also
 * emptied this browser although the person left "Also clear this browser" unticked (issue 25).
 * The account's queued writes go: they belong to an account that no longer exists.
 */
async function keepPlanInThisBrowser(plan: ProgressSnapshot, email: string) {
  try {
    window.localStorage.setItem(STORAGE_KEYS.progress, JSON.stringify(plan.flags));
    window.localStorage.setItem(STORAGE_KEYS.inputs, JSON.stringify(plan.inputs));
  } catch {
    // storage disabled or full: nothing can be kept here
  }
  // Loaded here, not with the page: the queue's module brings zod's schemas along (~10 KB gzip).
  try {
    const { pendingUpdates, removeUpdates } = await import("../../lib/progress/sync-queue");
    removeUpdates(email, pendingUpdates(email).map((item) => item.id));
  } catch {
    // The chunk did not load: the account is gone all the same, and its leftover writes can never be sent.
  }
}

export default function AccountPage() {
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ kind: "loading" });

  useEffect(() => {
    const toSignIn = () => navigate(`${href("login")}?next=${encodeURIComponent(href("account"))}`, { replace: true });
    // No signed-in hint cookie: certainly a guest, so no request (and no 401 in the console).
    if (!mayBeSignedIn()) {
      toSignIn();
      return;
    }
    let cancelled = false;
    fetchAccount().then(
      (account) => !cancelled && setState({ kind: "ready", account }),
      (error: unknown) => {
        if (cancelled) return;
        if (error instanceof ApiError && error.status === 401) {
          toSignIn(); // the hint outlived the session
          return;
        }
        setState({ kind: "failed" });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [navigate]);

  if (state.kind === "loading") {
    return (
      <div className="account">
        <h1>{m.account_title()}</h1>
        <p role="status">{m.account_loading()}</p>
      </div>
    );
  }
  if (state.kind === "failed") {
    return (
      <div className="account">
        <h1>{m.account_title()}</h1>
        <p className="alert alert--error" role="alert">
          {m.account_load_failed()}
        </p>
      </div>
    );
  }

  const { account } = state;
  const locale = getLocale();
  return (
    <div className="account">
      <h1>{m.account_title()}</h1>
      <p className="account__lead">
        {m.account_lead_before()}
        <strong>{account.email}</strong>
        {m.account_lead_after({ date: formatDate(account.createdAt, locale) })}
      </p>

      <section className="card account__section" aria-labelledby="devices-title">
        <h2 id="devices-title">{m.account_devices_title()}</h2>
        <ul className="account__devices">
          {account.sessions.map((session) => (
            <li key={session.createdAt + session.expiresAt}>
              {m.account_device({ created: formatDateTime(session.createdAt, locale), lastUsed: formatDateTime(session.lastSeenAt, locale) })}
              {session.current && <span className="badge account__this-device">{m.account_this_device()}</span>}
            </li>
          ))}
        </ul>
        <p className="account__note">{m.account_devices_note()}</p>
      </section>

      <DealerRolesSection roles={account.dealerRoles} />

      <section className="card account__section" aria-labelledby="stored-title">
        <h2 id="stored-title">{m.account_stored_title()}</h2>
        <ul>
          {storedForAccount().map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className="account__note">
          {m.account_stored_note_before()}
          <Link to={href("privacy")}>{m.account_stored_note_link()}</Link>
          {m.account_stored_note_after()}
        </p>
      </section>

      <DownloadSection />
      <DeleteSection email={account.email} isDealerStaff={account.dealerRoles.length > 0} />
    </div>
  );
}

function DownloadSection() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setError(null);
    try {
      const { blob, filename } = await downloadAccountData();
      const url = URL.createObjectURL(blob);
      const anchor = document.createElement("a");
      anchor.href = url;
      anchor.download = filename;
      document.body.append(anchor);
      anchor.click();
      anchor.remove();
      // Give the browser a moment to start the download before the URL goes.
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (caught) {
      setError(accountDataFailedMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card account__section" aria-labelledby="download-title">
      <h2 id="download-title">{m.account_download_title()}</h2>
      <p>{m.account_download_text()}</p>
      {error && (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      )}
      <button type="button" className="button button--secondary" onClick={download} disabled={busy}>
        {m.account_download_button()}
      </button>
    </section>
  );
}

/** What a deletion removes, in the page's language (read while rendering). */
function deleteList(locale?: Locale): string[] {
  const options = locale ? { locale } : {};
  return [
    m.account_delete_item_account({}, options),
    m.account_delete_item_plan({}, options),
    m.account_delete_item_sessions({}, options),
    m.account_delete_item_links({}, options),
  ];
}

/** Added to the list for dealer staff: the role goes, the dealer page's change log stays. */
const deleteDealerItem = (locale?: Locale) => m.account_delete_item_dealer({}, locale ? { locale } : {});

/** The English texts (tests compare with them). */
export const DELETE_LIST = deleteList("en");
export const DELETE_DEALER_ITEM = deleteDealerItem("en");

function DeleteSection({ email, isDealerStaff }: { email: string; isDealerStaff: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const [clearBrowser, setClearBrowser] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const checkboxId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (confirming) headingRef.current?.focus();
  }, [confirming]);

  async function confirmDelete() {
    setBusy(true);
    setError(null);
    try {
      const plan = progressStore.getSnapshot();
      await deleteAccount();
      if (clearBrowser) clearThisBrowser();
      else await keepPlanInThisBrowser(plan, email);
      noteAccountDeleted(clearBrowser ? "cleared" : "kept");
      // A full load: every part of the app starts again signed out; the home page confirms what was removed.
      window.location.assign(href("home"));
    } catch (caught) {
      console.warn("Account deletion failed", caught);
      setError(caught instanceof ApiError && caught.serverMessage ? caught.serverMessage : deleteFailedMessage());
      setBusy(false);
    }
  }

  return (
    <section className="card account__section account__danger" aria-labelledby="delete-title">
      <h2 id="delete-title">{m.account_delete_title()}</h2>
      {!confirming ? (
        <>
          <p>{m.account_delete_text()}</p>
          <button type="button" className="button button--danger" onClick={() => setConfirming(true)}>
            {m.account_delete_button()}
          </button>
        </>
      ) : (
        <div className="account__confirm">
          <h3 ref={headingRef} tabIndex={-1}>
            {m.account_delete_confirm_title()}
          </h3>
          <p>{m.account_delete_removes()}</p>
          <ul>
            {(isDealerStaff ? [...deleteList(), deleteDealerItem()] : deleteList()).map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p>{m.account_delete_after()}</p>
          <div className="account__checkbox">
            <input id={checkboxId} type="checkbox" checked={clearBrowser} onChange={(event) => setClearBrowser(event.target.checked)} />
            <label htmlFor={checkboxId}>{m.account_delete_clear_browser()}</label>
          </div>
          {error && (
            <p className="alert alert--error" role="alert">
              {error}
            </p>
          )}
          <div className="account__actions">
            <button type="button" className="button button--danger" onClick={confirmDelete} disabled={busy}>
              {m.account_delete_permanently()}
            </button>
            <button type="button" className="button button--ghost" onClick={() => setConfirming(false)} disabled={busy}>
              {m.account_cancel()}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
