// "Your plan in dollars", loaded as its own chunk (with the tariff, price and incentive data) once the
// screen renders, so step 3, the dashboard and the shared plan keep their first load in budget.
import { lazy, Suspense } from "react";
import type { PlanMoneyProps } from "./PlanMoney";
import { PLAN_MONEY_COPY } from "./plan-money-copy";

const PlanMoney = lazy(() => import("./PlanMoney"));

export function LazyPlanMoney(props: PlanMoneyProps) {
  return (
    <Suspense
      fallback={
        <p className="page-loading" role="status" aria-live="polite">
          {PLAN_MONEY_COPY.loading}
        </p>
      }
    >
      <PlanMoney {...props} />
    </Suspense>
  );
}
