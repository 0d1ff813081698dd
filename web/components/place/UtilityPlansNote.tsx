// What we know of the person's utility's rate plans outside California (domain/place/utility-plans.ts):
// a verified plan's cheapest hours with source and date (PSEG Long Island, Seattle City Light), or,
// plainly, that its EV plan is not in our data. Automate Charging and Maximize Savings show it.
import { formatHourWindow } from "../../../domain/guides/automate-charging";
import type { UtilityPlans } from "../../../domain/place/utility-plans";

export function UtilityPlansNote({ plans, fallback }: { plans: UtilityPlans; fallback: { title: string; text: string } }) {
  if (plans.kind === "verified") {
    const { utilityName: name, window } = plans;
    return (
      <>
        <p data-testid="utility-plan-window">
          <strong>
            On {name}'s {window.planName}, the cheapest hours run {formatHourWindow(window.startHour, window.endHour)}
          </strong>{" "}
          ({window.label}, ${window.usdPerKwh.toFixed(2)}/kWh{window.days === "weekday" ? " on weekdays" : " every day"}
          {window.season !== "all-year" ? `, ${window.season}` : ""}). Schedule charging to start inside that window.
        </p>
        <p className="source-note">
          Rates {window.asOf}; source: {window.sourceLabel}. {window.switchInstructions}
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
