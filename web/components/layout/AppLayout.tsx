// The app shell: header (logo, progress, account), the page, footer. Applies page meta and
// scrolls to top on every navigation.
import { Suspense, useEffect } from "react";
import { Link, Outlet, useLocation } from "react-router";
import { findRoute, href, PRODUCT_NAME } from "../../../domain/routes";
import * as m from "../../../domain/i18n/messages";
import { AccountControl } from "./AccountControl";
import { Breadcrumbs } from "./Breadcrumbs";
import { LanguageSwitch } from "./LanguageSwitch";
import { PageErrorBoundary } from "./PageErrorBoundary";
import { PageLoading } from "./PageLoading";
import { PageReady } from "./PageReady";
import { ProgressIndicator } from "./ProgressIndicator";

/** Spec: a smooth scroll to top follows navigation after 50 ms. */
const SCROLL_DELAY_MS = 50;

/** The Worker already put the first page's meta and structured data in the HTML. */
let firstPath: string | undefined = typeof window === "undefined" ? undefined : window.location.pathname;

export function AppLayout() {
  const location = useLocation();

  useEffect(() => {
    if (location.pathname === firstPath) {
      firstPath = undefined;
      return;
    }
    firstPath = undefined;
    let cancelled = false;
    const origin = window.location.origin;
    // The page's tab title at once; its head tags (descriptions and keywords of every route, the
    // resolver) and full structured data (FAQ answers, HowTo steps) come in lazy chunks: none of it
    // is needed for the first paint, and the entry bundle stays small (decision 0020).
    const route = findRoute(location.pathname);
    if (route) document.title = route.title;
    void Promise.all([import("../../../domain/page-resolution"), import("../../lib/meta")]).then(([{ resolvePage }, { applyPageMeta, applyStructuredData }]) => {
      if (cancelled) return;
      applyPageMeta(resolvePage(location.pathname, origin).meta);
      void import("../../../domain/page-content").then(({ PAGE_CONTENT }) => {
        if (!cancelled) applyStructuredData(resolvePage(location.pathname, origin, PAGE_CONTENT).meta.structuredData);
      });
    });
    return () => {
      cancelled = true;
    };
  }, [location.pathname]);

  useEffect(() => {
    if (location.hash) return;
    const timer = window.setTimeout(() => {
      const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
      window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
    }, SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [location.pathname, location.hash]);

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {m.layout_skip_to_content()}
      </a>
      <header className="app-header">
        <div className="app-header__inner">
          <Link to={href("home")} className="brand" aria-label={m.layout_home_label({ product: PRODUCT_NAME })}>
            <img src="/favicon.svg" alt="" width="32" height="32" className="brand__logo" />
            <span className="brand__name">{PRODUCT_NAME}</span>
          </Link>
          <div className="app-header__actions">
            <LanguageSwitch />
            <ProgressIndicator />
            <AccountControl />
          </div>
        </div>
      </header>
      <main id="main" className="app-main" tabIndex={-1}>
        <Breadcrumbs pathname={location.pathname} />
        <PageErrorBoundary resetKey={location.pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
            <PageReady />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <footer className="app-footer">
        <nav aria-label={m.layout_footer_nav()} className="app-footer__nav">
          <Link to={href("about")}>{m.layout_footer_about()}</Link>
          <Link to={href("terms")}>{m.layout_footer_terms()}</Link>
          <Link to={href("privacy")}>{m.layout_footer_privacy()}</Link>
        </nav>
        <p className="app-footer__note">
          © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {PRODUCT_NAME}. {m.layout_footer_note()}
        </p>
      </footer>
    </div>
  );
}
