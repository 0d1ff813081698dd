// The dashboard's plan summary: the dashboard calculation (computeDashboardPlan) of the saved plan.
import type { UserInputs } from "../../../../domain/contracts/progress.schema";
import { computeDashboardPlan, effectiveDailyMiles, effectiveRange } from "../../../../domain/charging/plan";

export function PlanSummary({ inputs }: { inputs: UserInputs }) {
  const plan = computeDashboardPlan(inputs);
  const daily = Math.round(effectiveDailyMiles(inputs));
  const battery = Math.min(100, Math.round(plan.dailyChargePercent));
  return (
    <section className="plan-summary card" aria-labelledby="plan-summary-title">
      <h2 id="plan-summary-title" className="plan-summary__title">
        Your plan at a glance
      </h2>
      <dl className="plan-summary__figures">
        <div>
          <dt>Daily driving</dt>
          <dd data-testid="summary-daily-miles">{daily} miles</dd>
        </div>
        <div>
          <dt>Battery used per day</dt>
          <dd data-testid="summary-daily-percent">
            {battery}%{plan.dailyChargePercent > 100 ? " (more than a full charge)" : ""}
          </dd>
        </div>
        <div>
          <dt>Home charging</dt>
          <dd data-testid="summary-home">
            {plan.homeChargingFrequency}
            {plan.overnightRecovery > 0 ? `, about ${Math.round(plan.overnightRecovery)} miles back per night` : ""}
          </dd>
        </div>
        <div>
          <dt>Public charging</dt>
          <dd data-testid="summary-public">{plan.publicFrequencyText}</dd>
        </div>
      </dl>
      <p className="source-note">
        {inputs.evType} with {Math.round(effectiveRange(inputs))} miles of range, from {inputs.zipCode}. Estimates from your answers;
        real range drops in cold weather and at highway speeds.
      </p>
    </section>
  );
}
