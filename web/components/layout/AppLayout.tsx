// The app shell: header (logo, progress, account), the page, footer. Applies page meta and
// scrolls to top on every navigation.
import { Suspense, useEffect } from "react";
import { Link, Outlet, useLocation } from "react-router";
import { resolvePage } from "../../../domain/page-resolution";
import { href, PRODUCT_NAME } from "../../../domain/routes";
import { applyPageMeta, applyStructuredData } from "../../lib/meta";
import { AccountControl } from "./AccountControl";
import { Breadcrumbs } from "./Breadcrumbs";
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
    applyPageMeta(resolvePage(location.pathname, origin).meta);
    // Full structured data (FAQ answers, HowTo steps) comes in a lazy chunk.
    void import("../../../domain/page-content").then(({ PAGE_CONTENT }) => {
      if (!cancelled) applyStructuredData(resolvePage(location.pathname, origin, PAGE_CONTENT).meta.structuredData);
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
        Skip to content
      </a>
      <header className="app-header">
        <div className="app-header__inner">
          <Link to={href("home")} className="brand" aria-label={`${PRODUCT_NAME} home`}>
            <img src="/favicon.svg" alt="" width="32" height="32" className="brand__logo" />
            <span className="brand__name">{PRODUCT_NAME}</span>
          </Link>
          <div className="app-header__actions">
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
        <nav aria-label="Footer" className="app-footer__nav">
          <Link to={href("about")}>About</Link>
          <Link to={href("terms")}>Terms of Service</Link>
          <Link to={href("privacy")}>Privacy Policy</Link>
        </nav>
        <p className="app-footer__note">
          © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {PRODUCT_NAME}. Figures come with their sources and dates; check with your
          utility or installer before you buy.
        </p>
      </footer>
    </div>
  );
}
