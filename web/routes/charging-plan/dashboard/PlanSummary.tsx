// The dashboard's plan summary: the same figures as step 3 and the shared plan, from the one plan
// model (domain/charging-plan/figures.ts). The spec's dashboard calculation (Level 1 3.5 mi/h, the
// 14-day rule) is still stored as `calculations` but never shown (docs/decisions/0006).
import type { UserInputs } from "../../../../domain/contracts/progress.schema";
import { batteryPercentDisplay, effectiveRange } from "../../../../domain/charging-plan/range-figures";
import { displayDailyMiles } from "../../../../domain/charging-plan/summary";
import { planFigures } from "../../../../domain/charging-plan/figures";

const sentence = (phrase: string) => phrase.charAt(0).toUpperCase() + phrase.slice(1);

export function PlanSummary({ inputs }: { inputs: UserInputs }) {
  const { range, rhythm } = planFigures(inputs);
  const daily = displayDailyMiles(inputs);
  const battery = batteryPercentDisplay(range.percentBatteryUsedDaily);
  const home =
    inputs.homeCharging === "yes"
      ? `Charge at home every night, about ${Math.round(range.milesRechargedDaily)} miles back (${range.level1PercentRechargedDaily}% of your day)`
      : inputs.homeCharging === "no"
        ? "No home charging"
        : "Tell us whether you can charge at home";
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
            {battery.shown}%{battery.over100 ? " (more than a full charge)" : ""}
          </dd>
        </div>
        <div>
          <dt>Home charging</dt>
          <dd data-testid="summary-home">{home}</dd>
        </div>
        <div>
          <dt>Public charging</dt>
          <dd data-testid="summary-public">{sentence(rhythm)}</dd>
        </div>
      </dl>
      <p className="source-note">
        {inputs.evType} with {Math.round(effectiveRange(inputs))} miles of range, from {inputs.zipCode}. Estimates from your answers;
        real range drops in cold weather and at highway speeds.
      </p>
    </section>
  );
}
