/** Shown while a page's code loads (usually a few milliseconds). */
export function PageLoading() {
  return (
    <p className="page-loading" role="status" aria-live="polite">
      Loading…
    </p>
  );
}
