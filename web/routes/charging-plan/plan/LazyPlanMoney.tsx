// "Your plan in dollars", loaded as its own chunk (with the tariff, price and incentive data) once the
// screen renders, so step 3, the dashboard and the shared plan keep their first load in budget.
import { lazy, Suspense } from "react";
import type { PlanMoneyProps } from "./PlanMoney";

const PlanMoney = lazy(() => import("./PlanMoney"));

export function LazyPlanMoney(props: PlanMoneyProps) {
  return (
    <Suspense
      fallback={
        <p className="page-loading" role="status" aria-live="polite">
          Working out your costs…
        </p>
      }
    >
      <PlanMoney {...props} />
    </Suspense>
  );
}
