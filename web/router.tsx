// The SPA's routes, derived from the route table (domain/routes.ts): each page's module is loaded
// lazily, so a route ships only its own code, and gets the table's `mode` (task or standalone).
// Declarative routing (BrowserRouter) keeps react-router's share of the initial bundle at ~15 KB
// gzip instead of ~33 KB for the data router; we use no loaders or actions.
import { isValidElement, Suspense, type ComponentType } from "react";
import { BrowserRouter, createRoutesFromElements, matchRoutes, Route, Routes } from "react-router";
import { LOCALES, localizePath } from "../domain/i18n/locale";
import { FALLBACK_ROUTES, ROUTES, type PageProps, type RouteMeta } from "../domain/routes";
import { AppLayout } from "./components/layout/AppLayout";
import { PageLoading } from "./components/layout/PageLoading";
import { lazyWithPreload, type PreloadableComponent } from "./lib/lazy-with-preload";

/**
 * Every page module, by file: a module under routes/ whose name ends in "Page" is a page and
 * nothing else is (Vite makes each one its own lazily loaded chunk).
 */
const PAGE_MODULES = import.meta.glob<{ default: ComponentType<PageProps> }>("./routes/**/*Page.tsx");

const pageComponents = new Map<string, PreloadableComponent<PageProps>>();

/** The lazy component of a route table `page` (one per module: a guide's two routes share it). */
function pageComponent(page: string): PreloadableComponent<PageProps> {
  let component = pageComponents.get(page);
  if (!component) {
    const load = PAGE_MODULES[`./routes/${page}.tsx`];
    if (!load) throw new Error(`The route table names web/routes/${page}.tsx, which is not a page module`);
    component = lazyWithPreload(load);
    pageComponents.set(page, component);
  }
  return component;
}

/** A route table entry in every language: "/about" and "/es/about" (decision 0020). */
function pageRoutes({ path, page, mode }: Pick<RouteMeta, "path" | "page" | "mode">) {
  const Page = pageComponent(page);
  return LOCALES.map((locale) => {
    const localized = path === "*" ? localizePath("/*", locale).replace(/^\/\*$/, "*") : localizePath(path, locale);
    return <Route key={localized} path={localized} element={<Page mode={mode} />} />;
  });
}

// Every page of the table in both languages, then the fallbacks (react-router ranks by
// specificity: "/es" is the Spanish home page and "/es/galpinhonda" a dealer's, never a slug "es").
const routeTree = (
  <Route element={<AppLayout />}>
    {ROUTES.flatMap((route) => pageRoutes(route))}
    {FALLBACK_ROUTES.flatMap((route) => pageRoutes(route))}
  </Route>
);

function AppRoutes() {
  return <Routes>{routeTree}</Routes>;
}

/** The lazy page component that renders `pathname`, for preloading it before hydration. */
export function pageFor(pathname: string): { preload(): Promise<void> } | undefined {
  const element = matchRoutes(createRoutesFromElements(routeTree), pathname)?.at(-1)?.route.element;
  const type: unknown = isValidElement(element) ? element.type : undefined;
  return typeof type === "object" && type !== null && "preload" in type ? (type as { preload(): Promise<void> }) : undefined;
}

/** The app below the router: shared by the browser (BrowserRouter) and the build's prerender. */
export function AppContent() {
  return (
    <Suspense fallback={<PageLoading />}>
      <AppRoutes />
    </Suspense>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <AppContent />
    </BrowserRouter>
  );
}
