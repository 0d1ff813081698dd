// /dealer: dealer staff (the dealer-staff role, granted by an operator with `npm run dealers --
// grant`) edit their dealer's page after magic-link sign-in: name, city, logo, offers with dates,
// partner installers and FAQ additions, with a live preview; and see the page's anonymous daily
// counts and recent changes. The Worker checks the role on every call (401/403) and validates
// every body; this page shows its messages as they come.
import { LANGUAGE_TAG, localizePath } from "../../../domain/i18n/locale";
import { getLocale } from "../../../domain/i18n/runtime";
import * as m from "../../../domain/i18n/messages";
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
        {m.dealeradmin_loading_page()}
      </p>
    );
  }
  if (me === "failed") return <p role="alert">{m.dealeradmin_unreachable()}</p>;
  if (me.status === "signed-out") {
    return (
      <section className="card dealer-admin__gate" aria-labelledby="dealer-admin-title">
        <h1 id="dealer-admin-title">{m.dealeradmin_title()}</h1>
        <p>{m.dealeradmin_signed_out()}</p>
        <Link className="button" to={`${href("login")}?next=${encodeURIComponent(href("dealer-admin"))}`}>
          {m.dealeradmin_sign_in()}
        </Link>
      </section>
    );
  }
  if (me.slugs.length === 0) {
    return (
      <section className="card dealer-admin__gate" aria-labelledby="dealer-admin-title">
        <h1 id="dealer-admin-title">{m.dealeradmin_title()}</h1>
        <p>{m.dealeradmin_not_staff()}</p>
      </section>
    );
  }
  return (
    <div className="dealer-admin stack">
      <h1>{m.dealeradmin_title()}</h1>
      {me.slugs.length > 1 ? (
        <label className="field">
          <span className="field__label">{m.dealeradmin_dealer_label()}</span>
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
        {m.dealeradmin_loading()}
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
      applyRecord(dealer, m.dealeradmin_saved());
    } catch (error) {
      setStatus({ kind: "error", message: errorText(error) });
    }
  };

  const onLogo = async (file: File) => {
    setStatus({ kind: "saving" });
    try {
      const data = await fileToBase64(file);
      const { dealer } = await uploadLogo(slug, file.type, data);
      applyRecord(dealer, m.dealeradmin_logo_saved());
    } catch (error) {
      setStatus({ kind: "error", message: errorText(error) });
    }
  };

  const onRemoveLogo = async () => {
    try {
      const { dealer } = await removeLogo(slug);
      applyRecord(dealer, m.dealeradmin_logo_removed());
    } catch (error) {
      setStatus({ kind: "error", message: errorText(error) });
    }
  };

  // The preview shows what the public sees today: offers outside their dates are left out.
  // eslint-disable-next-line react-hooks/purity -- today decides which offers are live; this page renders only in the browser
  const preview = withLiveOffers(previewRecord(view.dealer, state), Date.now());
  const locale = getLocale();
  // The public page in this page's language (/es/<slug> on a Spanish page).
  const publicPath = localizePath(dealerPath(slug), locale);

  return (
    <>
      <p>
        {m.dealeradmin_public_before()}
        <Link to={publicPath}>{publicPath}</Link>
        {m.dealeradmin_public_after()}
      </p>
      <div className="dealer-admin__layout">
        <section className="dealer-admin__editor card" aria-labelledby="dealer-editor-title">
          <h2 id="dealer-editor-title">{m.dealeradmin_edit_title()}</h2>
          <DealerEditorForm
            state={state}
            onChange={setState}
            logoUrl={view.dealer.logoUrl}
            onLogo={onLogo}
            onRemoveLogo={onRemoveLogo}
          />
          <div className="dealer-admin__save">
            <button type="button" className="button" onClick={save} disabled={status.kind === "saving"}>
              {status.kind === "saving" ? m.dealeradmin_saving() : m.dealeradmin_save()}
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
        <section className="dealer-admin__preview" aria-label={m.dealeradmin_preview()}>
          <h2>{m.dealeradmin_preview()}</h2>
          <div className="dealer-admin__preview-frame">
            <Suspense fallback={<p className="page-loading">{m.dealeradmin_preview_loading()}</p>}>
              <DealerPage record={preview} preview />
            </Suspense>
          </div>
        </section>
      </div>
      <DealerCounts counts={view.counts} />
      <section className="card" aria-labelledby="dealer-audit-title">
        <h2 id="dealer-audit-title">{m.dealeradmin_audit_title()}</h2>
        {view.audit.length === 0 ? (
          <p>{m.dealeradmin_audit_empty()}</p>
        ) : (
          <ul className="dealer-admin__audit">
            {view.audit.map((entry) => (
              <li key={`${entry.createdAt}-${entry.action}-${entry.actor}`}>
                {m.dealeradmin_audit_entry({ date: formatMoment(entry.createdAt, locale), action: auditLabel(entry.action), actor: entry.actor })}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/** A change's moment as toLocaleString() writes it ("11/27/2026, 3:04:05 PM"), in the page's language. */
function formatMoment(timestamp: string | number, locale: keyof typeof LANGUAGE_TAG): string {
  return new Intl.DateTimeFormat(LANGUAGE_TAG[locale], {
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    second: "2-digit",
  }).format(new Date(timestamp));
}

/** What a logged change did, said for a person; an action this page does not know is shown as logged. */
function auditLabel(action: string): string {
  switch (action) {
    case "dealer.add":
      return m.dealeradmin_audit_dealer_add();
    case "dealer.update":
      return m.dealeradmin_audit_dealer_update();
    case "dealer.remove":
      return m.dealeradmin_audit_dealer_remove();
    case "page.update":
      return m.dealeradmin_audit_page_update();
    case "logo.set":
      return m.dealeradmin_audit_logo_set();
    case "logo.remove":
      return m.dealeradmin_audit_logo_remove();
    case "staff.grant":
      return m.dealeradmin_audit_staff_grant();
    case "staff.revoke":
      return m.dealeradmin_audit_staff_revoke();
    default:
      return action;
  }
}

function fileToBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ""));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}
