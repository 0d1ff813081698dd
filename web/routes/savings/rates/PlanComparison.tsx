// The rate plan comparison for one utility: the yearly cost of the plan's annual miles charged in
// each plan's cheapest windows, season by season, against the default plan's typical price. The
// fixed monthly charge is shown as part of the bill but kept out of the savings.
import { comparePlans, type NightlyCharging, type PlanYearlyCost } from "../../../../domain/rates/evaluation";
import { formatCentsPerKwh, formatMonths, formatUsd, formatUsdWhole, formatWindow } from "../../../../domain/rates/format";
import { formatInteger, numberFormat } from "../../../../domain/i18n/format";
import * as m from "../../../../domain/i18n/messages";
import { Emphasis } from "../../../components/ui/Emphasis";
import { gasEquivalentColor, gasEquivalentUsdPerGallon } from "../../../../domain/rates/gas-equivalent";
import type { RatePlan, UtilityTariffs } from "../../../../domain/rates/tariffs";
import { GasEquivalentBadge } from "./GasEquivalentTable";
import { PlanSource } from "./SourceDetails";
import "./rates.css";

/** Short, so a 390 px table never wraps a season over several lines: "Jun–Sep", "All year". */
function seasonTitle(name: string, months: number[]): string {
  return name === "all" || months.length === 12 ? m.maxsave_all_year() : formatMonths(months);
}

/** A tiered (not time-based) price: the table says so instead of a nonsense window. */
const isTiered = (label: string) => /tier/i.test(label);

function FixedCharge({ cost }: { cost: PlanYearlyCost }) {
  if (cost.fixedMonthlyUsd === null) {
    return <p className="plan-card__fixed">{m.maxsave_fixed_unknown()}</p>;
  }
  return (
    <p className="plan-card__fixed">
      {m.maxsave_fixed({ monthly: formatUsd(cost.fixedMonthlyUsd), yearly: formatUsdWhole(cost.fixedYearlyUsd ?? 0) })}
    </p>
  );
}

function WindowCell({ window, heading, milesPerKwh }: { window: PlanYearlyCost["seasons"][number]["weekday"]; heading: string; milesPerKwh: number }) {
  if (!window) return <td data-label={heading}>{m.maxsave_not_published()}</td>;
  // The same car the costs above are priced for.
  const gas = gasEquivalentUsdPerGallon(window.usdPerKwh, milesPerKwh);
  return (
    <td data-label={heading}>
      {isTiered(window.label) ? m.maxsave_tiered() : `${formatWindow(window.startHour, window.endHour)} (${window.label})`}
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
          {plan.kind === "ev" ? m.maxsave_ev_plan() : m.maxsave_standard_plan()}
        </span>
      </p>
      <h3 id={headingId}>{plan.name}</h3>
      {cost.evaluable ? (
        <>
          <p className="plan-card__cost">
            {formatUsdWhole(cost.cheapestYearlyUsd)} <span className="source-note">{m.maxsave_a_year_to_charge()}</span>
          </p>
          <p>
            {cost.seasons.some((s) => s.beyondCheapestShare > 0.005)
              ? m.maxsave_beyond({
                  percent: formatInteger(cost.seasons.reduce((sum, s) => sum + s.beyondCheapestShare * (s.months.length / 12), 0) * 100),
                })
              : m.maxsave_cheapest_only()}
            {/* The standard plan is the yardstick: never compared with itself. */}
            {plan.kind === "default"
              ? m.maxsave_standard_yardstick()
              : savings > 0.5
                ? m.maxsave_less({ amount: formatUsdWhole(savings) })
                : savings < -0.5
                  ? m.maxsave_more({ amount: formatUsdWhole(-savings) })
                  : m.maxsave_same()}
          </p>
          <div className="rate-table-wrap" tabIndex={0} role="region" aria-label={m.maxsave_table_aria({ plan: plan.name })}>
            <table className="rate-table">
              <caption>{m.maxsave_table_caption()}</caption>
              <thead>
                <tr>
                  <th scope="col">{m.maxsave_season()}</th>
                  <th scope="col">{m.maxsave_weekdays()}</th>
                  <th scope="col">{m.maxsave_weekends()}</th>
                  <th scope="col">{m.maxsave_cost()}</th>
                </tr>
              </thead>
              <tbody>
                {cost.seasons.map((s) => (
                  <tr key={s.season}>
                    <th scope="row">{seasonTitle(s.season, s.months)}</th>
                    <WindowCell window={s.weekday} heading={m.maxsave_weekdays()} milesPerKwh={milesPerKwh} />
                    <WindowCell window={s.weekend} heading={m.maxsave_weekends()} milesPerKwh={milesPerKwh} />
                    <td data-label={m.maxsave_cost()}>{formatUsdWhole(s.cheapestCostUsd)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : (
        <>
          <p className="alert alert--warning">
            {m.maxsave_hours_unpublished({ prices: plan.seasons[0]?.periods.map((p) => formatCentsPerKwh(p.usdPerKwh)).join(", ") ?? "" })}
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
        <Emphasis
          value={m.maxsave_a_year({ amount: formatUsdWhole(comparison.typical.yearlyUsd) })}
          sentence={(yearly) =>
            m.maxsave_comparison_intro({
              miles: formatInteger(annualMiles),
              mpkwh: numberFormat().format(milesPerKwh),
              kwh: formatInteger(comparison.annualKwh),
              utility: tariffs.displayName,
              plan: standard.name,
              yearly,
              seasons: comparison.typical.seasons.map((s) => `${seasonTitle(s.season, s.months)} ${formatCentsPerKwh(s.usdPerKwh)}`).join(", "),
            })
          }
        />
      </p>
      <div className="grid plan-comparison__grid">
        {comparison.plans.map((cost) => {
          const plan = tariffs.plans.find((p) => p.id === cost.planId)!;
          return <PlanCard key={plan.id} plan={plan} cost={cost} savings={cost.yearlySavingsVsTypicalUsd} milesPerKwh={milesPerKwh} />;
        })}
      </div>
      <p className="source-note">
        {m.maxsave_comparison_note()}
      </p>
    </div>
  );
}
