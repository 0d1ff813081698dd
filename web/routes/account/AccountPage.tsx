// /account (issue 19): what PlugPlan keeps for the signed-in person, and their own way to take it
// along ("Download my data") or leave ("Delete my account"). Signed-out visitors are sent to sign
// in and come back here. Personal, so never prerendered (domain/prerender.ts) and noindex.
import { href } from "../../../domain/routes";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { privacySections } from "../../../domain/content/privacy";
import { STORAGE_KEY_PREFIX } from "../../../domain/prerender";
import { noteAccountDeleted } from "../../components/AccountDeletedNotice";
import { ApiError } from "../../lib/api";
import { progressStore, STORAGE_KEYS, type ProgressSnapshot } from "../../lib/progress/store";
import { mayBeSignedIn } from "../../lib/auth/auth-state";
import { accountDataFailedMessage, DELETE_FAILED } from "./account-messages";
import { deleteAccount, downloadAccountData, fetchAccount, type AccountSummary } from "./account-api";
import { DealerRolesSection } from "./DealerRolesSection";
import "./account.css";


/** The privacy policy's own words for what a signed-in account stores (section 2, first list). */
const STORED_FOR_ACCOUNT: readonly string[] = (() => {
  const section = privacySections().find((s) => s.id === "what-we-store");
  const firstList = section?.blocks.find((block) => block.kind === "list");
  return firstList && firstList.kind === "list" ? firstList.items : [];
})();

const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });
const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString("en-US", { year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });

type State = { kind: "loading" } | { kind: "failed" } | { kind: "ready"; account: AccountSummary };

export const LOAD_FAILED = "We couldn't load your account just now. Please check your connection and reload the page.";

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
        <h1>Your account</h1>
        <p role="status">Loading your account…</p>
      </div>
    );
  }
  if (state.kind === "failed") {
    return (
      <div className="account">
        <h1>Your account</h1>
        <p className="alert alert--error" role="alert">
          {LOAD_FAILED}
        </p>
      </div>
    );
  }

  const { account } = state;
  return (
    <div className="account">
      <h1>Your account</h1>
      <p className="account__lead">
        Signed in as <strong>{account.email}</strong>. Account created {formatDate(account.createdAt)}.
      </p>

      <section className="card account__section" aria-labelledby="devices-title">
        <h2 id="devices-title">Devices signed in</h2>
        <ul className="account__devices">
          {account.sessions.map((session) => (
            <li key={session.createdAt + session.expiresAt}>
              Signed in {formatDateTime(session.createdAt)}, last used {formatDateTime(session.lastSeenAt)}
              {session.current && <span className="badge account__this-device">This device</span>}
            </li>
          ))}
        </ul>
        <p className="account__note">"Sign out everywhere" in the account menu ends all of them.</p>
      </section>

      <DealerRolesSection roles={account.dealerRoles} />

      <section className="card account__section" aria-labelledby="stored-title">
        <h2 id="stored-title">What we store and why</h2>
        <ul>
          {STORED_FOR_ACCOUNT.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className="account__note">
          The full picture, including how long each is kept, is in our <Link to={href("privacy")}>Privacy Policy</Link>.
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
      <h2 id="download-title">Download my data</h2>
      <p>
        One JSON file with everything stored for your account: your account, plan answers and figures, progress, signed-in devices,
        and any dealer pages you can edit with the changes you made to them. It never includes sign-in secrets.
      </p>
      {error && (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      )}
      <button type="button" className="button button--secondary" onClick={download} disabled={busy}>
        Download my data
      </button>
    </section>
  );
}

export const DELETE_LIST = [
  "your account and its email address",
  "your plan answers, plan figures and task progress",
  "every signed-in session: you will be signed out on every device",
  "sign-in links that have not been used yet",
] as const;

/** Added to DELETE_LIST for dealer staff: the role goes, the dealer page's change log stays. */
export const DELETE_DEALER_ITEM =
  'your dealer-staff access; changes you made to a dealer page stay in its change log, under the name "deleted user"';

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
      setError(caught instanceof ApiError && caught.serverMessage ? caught.serverMessage : DELETE_FAILED);
      setBusy(false);
    }
  }

  return (
    <section className="card account__section account__danger" aria-labelledby="delete-title">
      <h2 id="delete-title">Delete my account</h2>
      {!confirming ? (
        <>
          <p>Remove your account and everything stored with it. This can't be undone.</p>
          <button type="button" className="button button--danger" onClick={() => setConfirming(true)}>
            Delete my account
          </button>
        </>
      ) : (
        <div className="account__confirm">
          <h3 ref={headingRef} tabIndex={-1}>
            Delete your account for good?
          </h3>
          <p>This removes:</p>
          <ul>
            {(isDealerStaff ? [...DELETE_LIST, DELETE_DEALER_ITEM] : DELETE_LIST).map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p>
            Signing in again later with the same email starts a new account. Unless you tick the box below, your plan stays in this
            browser as a guest plan.
          </p>
          <div className="account__checkbox">
            <input id={checkboxId} type="checkbox" checked={clearBrowser} onChange={(event) => setClearBrowser(event.target.checked)} />
            <label htmlFor={checkboxId}>Also clear this browser (progress saved on this device)</label>
          </div>
          {error && (
            <p className="alert alert--error" role="alert">
              {error}
            </p>
          )}
          <div className="account__actions">
            <button type="button" className="button button--danger" onClick={confirmDelete} disabled={busy}>
              Delete my account permanently
            </button>
            <button type="button" className="button button--ghost" onClick={() => setConfirming(false)} disabled={busy}>
              Cancel
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
