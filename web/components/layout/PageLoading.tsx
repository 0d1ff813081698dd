import * as m from "../../../domain/i18n/messages";

/** Shown while a page's code loads (usually a few milliseconds). */
export function PageLoading() {
  return (
    <p className="page-loading" role="status" aria-live="polite">
      {m.shell_loading()}
    </p>
  );
}
