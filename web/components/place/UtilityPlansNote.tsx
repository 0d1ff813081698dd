// What we know of the person's utility's rate plans outside California (domain/place/utility-plans.ts):
// a verified plan's cheapest hours with source and date (PSEG Long Island, Seattle City Light), or,
// plainly, that its EV plan is not in our data. Automate Charging and Maximize Savings show it.
import { formatHourWindow } from "../../../domain/guides/automate-charging";
import type { UtilityPlans } from "../../../domain/place/utility-plans";
import * as m from "../../../domain/i18n/messages";
import { formatUsd } from "../../../domain/rates/format";

export function UtilityPlansNote({ plans, fallback }: { plans: UtilityPlans; fallback: { title: string; text: string } }) {
  if (plans.kind === "verified") {
    const { utilityName: name, window } = plans;
    return (
      <>
        <p data-testid="utility-plan-window">
          <strong>
            {m.shell_utility_window({ name, plan: window.planName, window: formatHourWindow(window.startHour, window.endHour) })}
          </strong>{" "}
          {(window.days === "weekday" ? m.shell_utility_window_weekdays : m.shell_utility_window_every_day)({
            label: window.label,
            price: formatUsd(window.usdPerKwh),
            season: window.season !== "all-year" ? `, ${window.season}` : "",
          })}
        </p>
        <p className="source-note">
          {m.shell_utility_rates_source({ asOf: window.asOf, source: window.sourceLabel })} {window.switchInstructions}
        </p>
      </>
    );
  }
  return (
    <p>
      <strong>{fallback.title}.</strong> {plans.kind === "not-in-data" ? plans.sentence : fallback.text}
    </p>
  );
}
