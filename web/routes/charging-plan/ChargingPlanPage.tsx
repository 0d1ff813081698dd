// /charging-plan: the charging-basics wizard until chargingBasics is done, then the dashboard.
// Back on the wizard's first step shows the dashboard with its locked tasks (the plan overview);
// its Charging Basics card reopens the wizard at /charging-plan/basics.
// Only one of the two shows at a time, so each loads as its own chunk: the page's first load
// stays within the route budget (scripts/bundle-budget.test.ts) instead of carrying both.
import { href } from "../../../domain/routes";
import { lazy, Suspense, useState } from "react";
import { PageLoading } from "../../components/layout/PageLoading";
import { useProgress } from "../../lib/progress/useProgress";
import { lazyWithPreload } from "../../lib/lazy-with-preload";

const Dashboard = lazy(() => import("./dashboard/Dashboard").then((module) => ({ default: module.Dashboard })));
// A first-time visitor's prerendered /charging-plan is the wizard's first step.
const ChargingBasicsWizard = lazyWithPreload(
  () => import("./wizard/ChargingBasicsPage").then((module) => ({ default: module.ChargingBasicsWizard })),
  { inPrerender: true },
);

export default function ChargingPlanPage() {
  const { flags } = useProgress();
  const [overview, setOverview] = useState(false);
  return (
    <Suspense fallback={<PageLoading />}>
      {flags.chargingBasics || overview ? (
        <Dashboard />
      ) : (
        <ChargingBasicsWizard mode="task" exitTo={href("charging-plan")} onExit={() => setOverview(true)} />
      )}
    </Suspense>
  );
}
