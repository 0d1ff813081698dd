// The rate plan comparison for one utility: the yearly cost of the plan's annual miles charged in
// each plan's cheapest windows, season by season, against the default plan's typical price. The
// fixed monthly charge is shown as part of the bill but kept out of the savings.
import { comparePlans, type NightlyCharging, type PlanYearlyCost } from "../../../../domain/rates/evaluation";
import { formatCentsPerKwh, formatMonths, formatUsd, formatUsdWhole, formatWindow } from "../../../../domain/rates/format";
import { gasEquivalentColor, gasEquivalentUsdPerGallon } from "../../../../domain/rates/gas-equivalent";
import type { RatePlan, UtilityTariffs } from "../../../../domain/rates/tariffs";
import { GasEquivalentBadge } from "./GasEquivalentTable";
import { PlanSource } from "./SourceDetails";
import "./rates.css";

/** Short, so a 390 px table never wraps a season over several lines: "Jun–Sep", "All year". */
function seasonTitle(name: string, months: number[]): string {
  return name === "all" || months.length === 12 ? "All year" : formatMonths(months);
}

/** A tiered (not time-based) price: the table says so instead of a nonsense window. */
const isTiered = (label: string) => /tier/i.test(label);

function FixedCharge({ cost }: { cost: PlanYearlyCost }) {
  if (cost.fixedMonthlyUsd === null) {
    return <p className="plan-card__fixed">Monthly service charge: not confirmed in our sources.</p>;
  }
  return (
    <p className="plan-card__fixed">
      Plus a fixed charge of {formatUsd(cost.fixedMonthlyUsd)} a month ({formatUsdWhole(cost.fixedYearlyUsd ?? 0)} a
      year). It is on your bill whichever plan you pick, EV or not, so it is not counted as an EV saving.
    </p>
  );
}

function WindowCell({ window, heading, milesPerKwh }: { window: PlanYearlyCost["seasons"][number]["weekday"]; heading: string; milesPerKwh: number }) {
  if (!window) return <td data-label={heading}>Not published</td>;
  // The same car the costs above are priced for.
  const gas = gasEquivalentUsdPerGallon(window.usdPerKwh, milesPerKwh);
  return (
    <td data-label={heading}>
      {isTiered(window.label) ? "Tiered prices, not modelled: one flat price" : `${formatWindow(window.startHour, window.endHour)} (${window.label})`}
      <br />
      <strong>{formatCentsPerKwh(window.usdPerKwh)}</strong>{" "}
      <GasEquivalentBadge usdPerGallon={gas} color={gasEquivalentColor(gas)} />
    </td>
  );
}

function PlanCard({ plan, cost, savings, milesPerKwh }: { plan: RatePlan; cost: PlanYearlyCost; savings: number; milesPerKwh: number }) {
  const headingId = `plan-${plan.id}`;
  return (
    <section className="card plan-card" aria-labelledby={headingId} data-plan-id={plan.id}>
      <p>
        <span className={`badge ${plan.kind === "ev" ? "badge--success" : ""}`}>
          {plan.kind === "ev" ? "EV plan" : "Standard plan"}
        </span>
      </p>
      <h3 id={headingId}>{plan.name}</h3>
      {cost.evaluable ? (
        <>
          <p className="plan-card__cost">
            {formatUsdWhole(cost.cheapestYearlyUsd)} <span className="source-note">a year to charge</span>
          </p>
          <p>
            {cost.seasons.some((s) => s.beyondCheapestShare > 0.005)
              ? `Charging in your parked hours, cheapest first; about ${Math.round(
                  cost.seasons.reduce((sum, s) => sum + s.beyondCheapestShare * (s.months.length / 12), 0) * 100,
                )}% falls outside the cheapest window and is priced at the next one. `
              : "Charging only in this plan's cheapest hours. "}
            {/* The standard plan is the yardstick: never compared with itself. */}
            {plan.kind === "default"
              ? "Your utility's standard plan, the one you are on unless you switch."
              : savings > 0.5
                ? `That is ${formatUsdWhole(savings)} less than at the standard plan's typical price.`
                : savings < -0.5
                  ? `That is ${formatUsdWhole(-savings)} more than at the standard plan's typical price.`
                  : "About the same as the standard plan's typical price."}
          </p>
          <div className="rate-table-wrap" tabIndex={0} role="region" aria-label={`${plan.name}: cheapest charging hours by season`}>
            <table className="rate-table">
              <caption>Cheapest charging hours by season</caption>
              <thead>
                <tr>
                  <th scope="col">Season</th>
                  <th scope="col">Weekdays</th>
                  <th scope="col">Weekends</th>
                  <th scope="col">Cost</th>
                </tr>
              </thead>
              <tbody>
                {cost.seasons.map((s) => (
                  <tr key={s.season}>
                    <th scope="row">{seasonTitle(s.season, s.months)}</th>
                    <WindowCell window={s.weekday} heading="Weekdays" milesPerKwh={milesPerKwh} />
                    <WindowCell window={s.weekend} heading="Weekends" milesPerKwh={milesPerKwh} />
                    <td data-label="Cost">{formatUsdWhole(s.cheapestCostUsd)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : (
        <>
          <p className="alert alert--warning">
            The hours of this plan&apos;s price periods are not published in the sources we have, so we can&apos;t
            work out a yearly cost. Prices listed: {plan.seasons[0]?.periods.map((p) => formatCentsPerKwh(p.usdPerKwh)).join(", ")}.
          </p>
        </>
      )}
      <FixedCharge cost={cost} />
      <PlanSource plan={plan} />
    </section>
  );
}

/**
 * `annualMiles` and `milesPerKwh` are the plan's home-charging basis (domain/charging-plan/home-charging-basis.ts),
 * the same figures "Your plan in dollars" prices its home row with, so both screens show one yearly cost.
 */
export function PlanComparison({
  tariffs,
  annualMiles,
  milesPerKwh,
  night,
}: {
  tariffs: UtilityTariffs;
  annualMiles: number;
  milesPerKwh: number;
  /** The plan's parked hours: each plan is priced in them, cheapest hours first (as "Your plan in dollars"). */
  night?: NightlyCharging;
}) {
  const comparison = comparePlans(tariffs.plans, annualMiles, milesPerKwh, night);
  const standard = tariffs.plans.find((p) => p.kind === "default")!;
  return (
    <div className="plan-comparison stack" data-testid="plan-comparison">
      <p>
        {Math.round(annualMiles).toLocaleString("en-US")} miles a year at {milesPerKwh} miles per kWh is about{" "}
        {Math.round(comparison.annualKwh).toLocaleString("en-US")} kWh. At {tariffs.displayName}&apos;s standard plan (
        {standard.name}) typical price, that costs about <strong>{formatUsdWhole(comparison.typical.yearlyUsd)} a year</strong>
        :{" "}
        {comparison.typical.seasons
          .map((s) => `${seasonTitle(s.season, s.months)} ${formatCentsPerKwh(s.usdPerKwh)}`)
          .join(", ")}
        . The typical price is the one in effect for the most hours of the week.
      </p>
      <div className="grid plan-comparison__grid">
        {comparison.plans.map((cost) => {
          const plan = tariffs.plans.find((p) => p.id === cost.planId)!;
          return <PlanCard key={plan.id} plan={plan} cost={cost} savings={cost.yearlySavingsVsTypicalUsd} milesPerKwh={milesPerKwh} />;
        })}
      </div>
      <p className="source-note">
        Prices are energy prices before taxes; baseline credits, low-income discounts and community choice (CCA)
        generation prices are not included. Holidays follow each utility&apos;s weekend rules.
      </p>
    </div>
  );
}
