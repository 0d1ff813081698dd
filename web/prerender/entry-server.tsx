// Build-time prerender (scripts/prerender.mjs): renders a page to HTML the way a first-time
// visitor's browser would, waiting for every lazy page and section. The browser then hydrates it
// (web/main.tsx), so the first paint needs no JavaScript.
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router";
import { AppContent } from "../router";
import { localeOfPath, splitLocalePath, type Locale } from "../../domain/i18n/locale";
import { setLocaleSource } from "../../domain/i18n/runtime";
import { DEALER_TEMPLATE_PATH, dealerTemplateRecord } from "../../domain/dealers/first-screen-template";
import { knownDealers } from "../lib/dealers/dealer-cache";
import { SHARED_PLAN_TEMPLATE, SHARED_PLAN_TEMPLATE_PATH } from "../../domain/share/first-screen";
import { knownSharedPlanScreens } from "../routes/charging-plan/SharedPlanFirstScreen";

/** React puts resource hints (an image preload for the logo) before the app's markup: not ours to keep. */
function withoutLeadingHints(html: string): string {
  return html.replace(/^(?:<link [^>]*\/?>)+/, "");
}

// Pages are rendered one at a time, each in the language its path names (/es/… is Spanish).
let renderingLocale: Locale = "en";
setLocaleSource(() => renderingLocale);

export async function renderPage(localizedPath: string): Promise<string> {
  renderingLocale = localeOfPath(localizedPath.split("?")[0]!);
  const path = splitLocalePath(localizedPath).path;
  // The dealer first-screen template renders the placeholder dealer (the browser gets the real
  // record from the HTML, see web/lib/dealers/dealer-cache.ts).
  if (path === DEALER_TEMPLATE_PATH) knownDealers.set(path.slice(1), dealerTemplateRecord(path.slice(1)));
  // A shared plan's first screen renders its figures as tokens; the Worker fills them per link.
  if (path === SHARED_PLAN_TEMPLATE_PATH) knownSharedPlanScreens.set(SHARED_PLAN_TEMPLATE.data, SHARED_PLAN_TEMPLATE);
  const { prelude } = await prerender(
    <StaticRouter location={localizedPath}>
      <AppContent />
    </StaticRouter>,
    // Never split big sections into streamed segments (they would need inline scripts): a static
    // page is written in one piece.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return withoutLeadingHints(await new Response(prelude).text());
}

export { localizedAssetPath, prerenderAssetPath } from "../../domain/prerender";
export { LOCALES, localizePath, splitLocalePath } from "../../domain/i18n/locale";
export { BUILD_PRERENDER_PATHS, DEALER_TEMPLATE_ASSET, DEALER_TEMPLATE_PATH } from "../../domain/dealers/first-screen-template";
export { SHARED_PLAN_TEMPLATE_ASSET, SHARED_PLAN_TEMPLATE_PATH } from "../../domain/share/first-screen";
export { SERVICE_WORKER_PATH, ZIP_DATA_PATTERN, appShellPath, manifestPath, offlineShellPaths, offlineShellPattern } from "../../domain/offline/offline-rules";
export { webManifest } from "../../domain/offline/web-manifest";
