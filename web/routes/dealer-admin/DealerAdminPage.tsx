// /dealer: dealer staff (the dealer-staff role, granted by an operator with `npm run dealers --
// grant`) edit their dealer's page after magic-link sign-in: name, city, logo, offers with dates,
// partner installers and FAQ additions, with a live preview; and see the page's anonymous daily
// counts and recent changes. The Worker checks the role on every call (401/403) and validates
// every body; this page shows its messages as they come.
import { href } from "../../../domain/routes";
import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import type { DealerRecord } from "../../../domain/dealers/model";
import { withLiveOffers } from "../../../domain/dealers/model";
import type { DealerAdminView } from "../../../domain/contracts/dealer-admin";
import { errorText, fetchDealerView, fetchMe, removeLogo, saveDealerPage, uploadLogo, type MeResult } from "./dealer-admin-api";
import { mayBeSignedIn } from "../../lib/auth/auth-state";
import { DealerCounts } from "./DealerCounts";
import { DealerEditorForm } from "./DealerEditorForm";
import { previewRecord, stateFromRecord, toBody, type EditorState } from "./editor-model";
import "./dealer-admin.css";
import { dealerPath } from "../../../domain/dealers/slug";

// The preview is the public page itself, loaded with it (it keeps this page's entry in the app small).
const DealerPage = lazy(() => import("../../components/dealers/DealerLanding").then((module) => ({ default: module.DealerPage })));

export default function DealerAdminPage() {
  const [me, setMe] = useState<MeResult | "loading" | "failed">("loading");
  const [slug, setSlug] = useState("");

  useEffect(() => {
    // No sign-in hint cookie: certainly signed out, so no request (and no 401 in the console).
    if (!mayBeSignedIn()) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the cookie is only readable in the browser, after hydration
      setMe({ status: "signed-out" });
      return;
    }
    fetchMe().then(
      (result) => {
        setMe(result);
        if (result.status === "ok" && result.slugs[0]) setSlug(result.slugs[0]);
      },
      () => setMe("failed"),
    );
  }, []);

  if (me === "loading") {
    return (
      <p className="page-loading" role="status" aria-live="polite">
        Loading your dealer page…
      </p>
    );
  }
  if (me === "failed") return <p role="alert">We couldn't reach PlugPlan. Check your connection and reload the page.</p>;
  if (me.status === "signed-out") {
    return (
      <section className="card dealer-admin__gate" aria-labelledby="dealer-admin-title">
        <h1 id="dealer-admin-title">Your dealer page</h1>
        <p>Dealer staff sign in with their work email to edit their PlugPlan page and see how it is used.</p>
        <Link className="button" to={`${href("login")}?next=${encodeURIComponent(href("dealer-admin"))}`}>
          Sign in
        </Link>
      </section>
    );
  }
  if (me.slugs.length === 0) {
    return (
      <section className="card dealer-admin__gate" aria-labelledby="dealer-admin-title">
        <h1 id="dealer-admin-title">Your dealer page</h1>
        <p>This account is not on the staff of any dealer. Ask PlugPlan to give your email access to your dealer's page.</p>
      </section>
    );
  }
  return (
    <div className="dealer-admin stack">
      <h1>Your dealer page</h1>
      {me.slugs.length > 1 ? (
        <label className="field">
          <span className="field__label">Dealer</span>
          <select value={slug} onChange={(event) => setSlug(event.target.value)}>
            {me.slugs.map((option) => (
              <option key={option} value={option}>
                /{option}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {slug ? <DealerEditor key={slug} slug={slug} /> : null}
    </div>
  );
}

function DealerEditor({ slug }: { slug: string }) {
  const [view, setView] = useState<DealerAdminView | null>(null);
  const [state, setState] = useState<EditorState | null>(null);
  const [status, setStatus] = useState<{ kind: "idle" | "saving" | "saved" | "error"; message?: string }>({ kind: "idle" });

  const load = useCallback(
    () =>
      fetchDealerView(slug).then(
        (next) => {
          setView(next);
          setState(stateFromRecord(next.dealer));
        },
        (error: unknown) => setStatus({ kind: "error", message: errorText(error) }),
      ),
    [slug],
  );

  useEffect(() => {
    void load();
  }, [load]);

  if (!view || !state) {
    return status.kind === "error" ? (
      <p role="alert">{status.message}</p>
    ) : (
      <p className="page-loading" role="status" aria-live="polite">
        Loading…
      </p>
    );
  }

  const applyRecord = (dealer: DealerRecord | null, message: string) => {
    if (dealer) setView({ ...view, dealer });
    setStatus({ kind: "saved", message });
    void load(); // counts and the list of changes now include this one
  };

  const save = async () => {
    setStatus({ kind: "saving" });
    try {
      const { dealer } = await saveDealerPage(slug, toBody(state));
      applyRecord(dealer, "Saved. Your page shows the changes within a minute.");
    } catch (error) {
      setStatus({ kind: "error", message: errorText(error) });
    }
  };

  const onLogo = async (file: File) => {
    setStatus({ kind: "saving" });
    try {
      const data = await fileToBase64(file);
      const { dealer } = await uploadLogo(slug, file.type, data);
      applyRecord(dealer, "Logo saved.");
    } catch (error) {
      setStatus({ kind: "error", message: errorText(error) });
    }
  };

  const onRemoveLogo = async () => {
    try {
      const { dealer } = await removeLogo(slug);
      applyRecord(dealer, "Logo removed: your page shows your name as a wordmark.");
    } catch (error) {
      setStatus({ kind: "error", message: errorText(error) });
    }
  };

  // The preview shows what the public sees today: offers outside their dates are left out.
  // eslint-disable-next-line react-hooks/purity -- today decides which offers are live; this page renders only in the browser
  const preview = withLiveOffers(previewRecord(view.dealer, state), Date.now());

  return (
    <>
      <p>
        Public page: <Link to={dealerPath(slug)}>{dealerPath(slug)}</Link>. Changes show there as soon as you save. Offers outside their
        start and end dates are hidden automatically.
      </p>
      <div className="dealer-admin__layout">
        <section className="dealer-admin__editor card" aria-labelledby="dealer-editor-title">
          <h2 id="dealer-editor-title">Edit your page</h2>
          <DealerEditorForm
            state={state}
            onChange={setState}
            logoUrl={view.dealer.logoUrl}
            onLogo={onLogo}
            onRemoveLogo={onRemoveLogo}
          />
          <div className="dealer-admin__save">
            <button type="button" className="button" onClick={save} disabled={status.kind === "saving"}>
              {status.kind === "saving" ? "Saving…" : "Save changes"}
            </button>
            {status.kind === "saved" ? (
              <p role="status" className="dealer-admin__saved">
                {status.message}
              </p>
            ) : null}
            {status.kind === "error" ? (
              <p role="alert" className="dealer-admin__error">
                {status.message}
              </p>
            ) : null}
          </div>
        </section>
        <section className="dealer-admin__preview" aria-label="Live preview">
          <h2>Live preview</h2>
          <div className="dealer-admin__preview-frame">
            <Suspense fallback={<p className="page-loading">Loading the preview…</p>}>
              <DealerPage record={preview} preview />
            </Suspense>
          </div>
        </section>
      </div>
      <DealerCounts counts={view.counts} />
      <section className="card" aria-labelledby="dealer-audit-title">
        <h2 id="dealer-audit-title">Recent changes</h2>
        {view.audit.length === 0 ? (
          <p>No changes yet.</p>
        ) : (
          <ul className="dealer-admin__audit">
            {view.audit.map((entry) => (
              <li key={`${entry.createdAt}-${entry.action}-${entry.actor}`}>
                {new Date(entry.createdAt).toLocaleString("en-US")}: {AUDIT_LABELS[entry.action] ?? entry.action} by {entry.actor}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

const AUDIT_LABELS: Record<string, string> = {
  "dealer.add": "page added",
  "dealer.update": "page updated by PlugPlan",
  "dealer.remove": "page removed",
  "page.update": "page edited",
  "logo.set": "logo uploaded",
  "logo.remove": "logo removed",
  "staff.grant": "staff access granted",
  "staff.revoke": "staff access removed",
};

function fileToBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ""));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}
