// The dashboard's plan summary: the same figures as step 3 and the shared plan, from the one plan
// model (domain/charging-plan/figures.ts). The spec's dashboard calculation (Level 1 3.5 mi/h, the
// 14-day rule) is still stored as `calculations` but never shown (docs/decisions/0006).
import type { UserInputs } from "../../../../domain/contracts/progress.schema";
import { batteryPercentDisplay, effectiveRange } from "../../../../domain/charging-plan/range-figures";
import { displayDailyMiles } from "../../../../domain/charging-plan/summary";
import { planFigures } from "../../../../domain/charging-plan/figures";
import { formatInteger } from "../../../../domain/i18n/format";
import * as m from "../../../../domain/i18n/messages";

const sentence = (phrase: string) => phrase.charAt(0).toUpperCase() + phrase.slice(1);

export function PlanSummary({ inputs }: { inputs: UserInputs }) {
  const { range, rhythm } = planFigures(inputs);
  const daily = displayDailyMiles(inputs);
  const battery = batteryPercentDisplay(range.percentBatteryUsedDaily);
  const home =
    inputs.homeCharging === "yes"
      ? m.dashboard_summary_home_yes({ miles: formatInteger(range.milesRechargedDaily), percent: range.level1PercentRechargedDaily })
      : inputs.homeCharging === "no"
        ? m.dashboard_summary_home_no()
        : m.dashboard_summary_home_unset();
  return (
    <section className="plan-summary card" aria-labelledby="plan-summary-title">
      <h2 id="plan-summary-title" className="plan-summary__title">
        {m.dashboard_summary_title()}
      </h2>
      <dl className="plan-summary__figures">
        <div>
          <dt>{m.dashboard_summary_daily()}</dt>
          <dd data-testid="summary-daily-miles">{m.dashboard_summary_miles({ miles: daily })}</dd>
        </div>
        <div>
          <dt>{m.dashboard_summary_battery()}</dt>
          <dd data-testid="summary-daily-percent">
            {battery.shown}%{battery.over100 ? m.dashboard_summary_over_full() : ""}
          </dd>
        </div>
        <div>
          <dt>{m.dashboard_summary_home()}</dt>
          <dd data-testid="summary-home">{home}</dd>
        </div>
        <div>
          <dt>{m.dashboard_summary_public()}</dt>
          <dd data-testid="summary-public">{sentence(rhythm)}</dd>
        </div>
      </dl>
      <p className="source-note">
        {m.dashboard_summary_note({ evType: inputs.evType, range: formatInteger(effectiveRange(inputs)), zip: inputs.zipCode })}
      </p>
    </section>
  );
}
