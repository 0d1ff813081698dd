// Every page of the SPA, each loaded lazily so a route ships only its own code.
// Declarative routing (BrowserRouter) keeps react-router's share of the initial bundle at ~15 KB
// gzip instead of ~33 KB for the data router; we use no loaders or actions.
// Paths mirror domain/routes.ts; "/:slug" applies the dealer rule or shows the 404 page.
import { isValidElement, Suspense } from "react";
import { BrowserRouter, createRoutesFromElements, matchRoutes, Route, Routes } from "react-router";
// Pages are React.lazy components that web/main.tsx can also load before hydrating. (Named `lazy`
// here so scripts/lib/bundle-size.mjs, which reads this file, finds every page.)
import { lazyWithPreload as lazy } from "./lib/lazy-with-preload";
import { AppLayout } from "./components/layout/AppLayout";
import { PageLoading } from "./components/layout/PageLoading";

const HomePage = lazy(() => import("./routes/home/HomePage"));
const ChargingPlanPage = lazy(() => import("./routes/charging-plan/ChargingPlanPage"));
const BasicsTaskPage = lazy(() => import("./routes/charging-plan/BasicsTaskPage"));
const BasicsStandalonePage = lazy(() => import("./routes/charging-plan/BasicsStandalonePage"));
const SharedPlanPage = lazy(() => import("./routes/charging-plan/SharedPlanPage"));
const HomeChargerTaskPage = lazy(() => import("./routes/guides/home-charger/HomeChargerTaskPage"));
const HomeChargerStandalonePage = lazy(() => import("./routes/guides/home-charger/HomeChargerStandalonePage"));
const PublicChargingTaskPage = lazy(() => import("./routes/guides/public-charging/PublicChargingTaskPage"));
const PublicChargingStandalonePage = lazy(() => import("./routes/guides/public-charging/PublicChargingStandalonePage"));
const AutomateChargingTaskPage = lazy(() => import("./routes/guides/automate-charging/AutomateChargingTaskPage"));
const AutomateChargingStandalonePage = lazy(() => import("./routes/guides/automate-charging/AutomateChargingStandalonePage"));
const DrivingTipsTaskPage = lazy(() => import("./routes/guides/driving-tips/DrivingTipsTaskPage"));
const DrivingTipsStandalonePage = lazy(() => import("./routes/guides/driving-tips/DrivingTipsStandalonePage"));
const BatteryHealthTaskPage = lazy(() => import("./routes/guides/battery-health/BatteryHealthTaskPage"));
const BatteryHealthStandalonePage = lazy(() => import("./routes/guides/battery-health/BatteryHealthStandalonePage"));
const MaximizeSavingsTaskPage = lazy(() => import("./routes/savings/MaximizeSavingsTaskPage"));
const MaximizeSavingsStandalonePage = lazy(() => import("./routes/savings/MaximizeSavingsStandalonePage"));
const GasSavingsCalculatorPage = lazy(() => import("./routes/calculator/GasSavingsCalculatorPage"));
const RecommenderPage = lazy(() => import("./routes/recommender/RecommenderPage"));
const IncentivesPage = lazy(() => import("./routes/incentives/IncentivesPage"));
const LoginPage = lazy(() => import("./routes/sign-in/LoginPage"));
const ConfirmSignInPage = lazy(() => import("./routes/sign-in/ConfirmSignInPage"));
const AboutPage = lazy(() => import("./routes/legal/AboutPage"));
const TermsPage = lazy(() => import("./routes/legal/TermsPage"));
const PrivacyPage = lazy(() => import("./routes/legal/PrivacyPage"));
const DealerOrNotFoundPage = lazy(() => import("./routes/dealers/DealerOrNotFoundPage"));
const DealerAdminPage = lazy(() => import("./routes/dealer-admin/DealerAdminPage"));
const NotFoundPage = lazy(() => import("./routes/not-found/NotFoundPage"));

const routeTree = (
      <Route element={<AppLayout />}>
        <Route path="/" element={<HomePage />} />
        <Route path="/charging-plan" element={<ChargingPlanPage />} />
        <Route path="/charging-plan/basics" element={<BasicsTaskPage />} />
        <Route path="/ev-charging-basics-calculator" element={<BasicsStandalonePage />} />
        <Route path="/shared-plan" element={<SharedPlanPage />} />
        <Route path="/charging-plan/home-charger" element={<HomeChargerTaskPage />} />
        <Route path="/home-ev-charger-installation-guide" element={<HomeChargerStandalonePage />} />
        <Route path="/charging-plan/public-charging" element={<PublicChargingTaskPage />} />
        <Route path="/public-ev-charging-stations-guide" element={<PublicChargingStandalonePage />} />
        <Route path="/charging-plan/automate-charging" element={<AutomateChargingTaskPage />} />
        <Route path="/automate-ev-charging-schedule" element={<AutomateChargingStandalonePage />} />
        <Route path="/charging-plan/driving-tips" element={<DrivingTipsTaskPage />} />
        <Route path="/ev-driving-tips-maximize-range" element={<DrivingTipsStandalonePage />} />
        <Route path="/charging-plan/battery-health" element={<BatteryHealthTaskPage />} />
        <Route path="/ev-battery-health-maintenance-guide" element={<BatteryHealthStandalonePage />} />
        <Route path="/charging-plan/maximize-savings" element={<MaximizeSavingsTaskPage />} />
        <Route path="/maximize-ev-fuel-savings-calculator" element={<MaximizeSavingsStandalonePage />} />
        <Route path="/ev-gas-savings-calculator" element={<GasSavingsCalculatorPage />} />
        <Route path="/ev-phev-hybrid-recommender" element={<RecommenderPage />} />
        <Route path="/charging-plan/incentives" element={<IncentivesPage />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/auth/confirm" element={<ConfirmSignInPage />} />
        <Route path="/about" element={<AboutPage />} />
        <Route path="/terms-of-service" element={<TermsPage />} />
        <Route path="/privacy-policy" element={<PrivacyPage />} />
        <Route path="/dealer" element={<DealerAdminPage />} />
        <Route path="/:slug" element={<DealerOrNotFoundPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
);

export function AppRoutes() {
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
