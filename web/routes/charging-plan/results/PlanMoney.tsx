// "Your plan in dollars" (issue 13): the money half of the one plan model (domain/charging-plan/model.ts)
// for step 3, the dashboard and the shared plan. Self-contained: it looks the ZIP up itself, shows
// every figure's source and date one tap away, lets the person change the assumptions that matter
// and lists the money they may get. Loaded as its own chunk (LazyPlanMoney) with the tariff,
// price and incentive data, so no page pays for it in its first load.
import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { href } from "../../../../domain/routes";
import type { UserInputs } from "../../../../domain/contracts/progress.schema";
import { computePlan, type Dollars, type PlanModel, type Provenance } from "../../../../domain/charging-plan/model";
import { efficiencyLine, gasCheaperLine, publicPriceLine, scheduleLine, verdictRangeLine } from "../../../../domain/charging-plan/money-words";
import { ASSUMPTION_BOUNDS, isValidAssumption, type AssumptionKey } from "../../../../domain/progress/model";
import { defaultDcFastPrice, publisherName } from "../../../../domain/public-charging/prices";
import { formatUsd, formatUsdWhole } from "../../../../domain/rates/format";
import { formatInteger, formatIsoDay } from "../../../../domain/i18n/format";
import * as m from "../../../../domain/i18n/messages";
import { seasonMonthsText } from "./season-words";
import { usePlanPlace } from "../../../lib/charging-plan/usePlanPlace";
import { PLAN_MONEY_COPY } from "./plan-money-copy";
import { PlanIncentives, type BuyerChange } from "./PlanIncentives";
import { UtilityPicker } from "../../../components/place/UtilityPicker";
import "./PlanMoney.css";

export type AssumptionChange = Partial<Pick<UserInputs, AssumptionKey | "homeNightsPerWeek" | "electricUtility">> & BuyerChange;

export interface PlanMoneyProps {
  inputs: UserInputs;
  /** Called with a changed assumption (0 = back to our figure). Without it the assumptions are read-only. */
  onAssumptionsChange?: (change: AssumptionChange) => void;
  /**
   * Whether a changed assumption is kept with the plan (the caller knows: the plan's own screens save
   * it, the shared plan and a guest's standalone wizard change this page only). Default: not saved,
   * so the section never promises what the caller does not do.
   */
  assumptionsSaved?: boolean;
  /** Today as YYYY-MM-DD (tests pin it); programs past their end date never count. */
  today?: string;
}

const todayIso = () => new Date().toISOString().slice(0, 10);

/** "as of Jul 28, 2025" / "as of 2023" as precise as the source. */
function asOfText(asOf: string): string {
  if (!asOf) return "";
  return m.results_money_as_of({ date: /^\d{4}-\d{2}-\d{2}$/.test(asOf) ? formatIsoDay(asOf) : asOf });
}

function ProvenanceLine({ label, provenance }: { label: string; provenance: Provenance }) {
  const date = asOfText(provenance.asOf);
  return (
    <li>
      <strong>{label}:</strong> {provenance.source}
      {date ? `, ${date}` : ""}
      {provenance.url ? (
        <>
          {" "}
          (<a href={provenance.url} rel="noopener noreferrer" target="_blank">
            {m.results_money_source_link()}
          </a>
          )
        </>
      ) : null}
      .
    </li>
  );
}

function Row({ label, detail, value, testId, emphasis }: { label: string; detail?: string; value: Dollars; testId: string; emphasis?: boolean }) {
  return (
    <tr className={emphasis ? "plan-money__row plan-money__row--total" : "plan-money__row"}>
      <th scope="row">
        {label}
        {detail ? <span className="plan-money__detail">{detail}</span> : null}
      </th>
      <td data-testid={`${testId}-monthly`}>{formatUsdWhole(value.monthly)}</td>
      <td data-testid={`${testId}-yearly`}>{formatUsdWhole(value.yearly)}</td>
    </tr>
  );
}

function assumptionLabel(name: AssumptionKey): { label: string; unit: string } {
  switch (name) {
    case "milesPerKwh":
      return { label: m.results_assumption_efficiency(), unit: m.results_assumption_efficiency_unit() };
    case "mpg":
      return { label: m.results_assumption_mpg(), unit: m.results_assumption_mpg_unit() };
    case "publicUsdPerKwh":
      return { label: m.results_assumption_public(), unit: m.results_assumption_public_unit() };
    case "homeUsdPerKwh":
      return { label: m.results_assumption_home(), unit: m.results_assumption_home_unit() };
  }
}

function AssumptionField({ name, plan, onChange }: { name: AssumptionKey; plan: PlanModel; onChange: (change: AssumptionChange) => void }) {
  const id = useId();
  const current = plan.money.assumptions[name];
  const [text, setText] = useState(String(current.value));
  const [error, setError] = useState<string | null>(null);
  const { min, max, step } = ASSUMPTION_BOUNDS[name];
  const { label, unit } = assumptionLabel(name);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(text);
    if (text.trim() === "" || !isValidAssumption(name, value) || value === 0) {
      setError(m.results_assumption_error({ min: String(min), max: String(max) }));
      return;
    }
    setError(null);
    onChange({ [name]: value });
  };

  return (
    <form className="plan-money__assumption" onSubmit={apply} noValidate>
      <label htmlFor={id}>
        {label} <span className="plan-money__detail">({unit})</span>
      </label>
      <div className="plan-money__assumption-controls">
        <input
          id={id}
          name={name}
          type="number"
          inputMode="decimal"
          min={min}
          max={max}
          step={step}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="button button--secondary">
          {m.results_assumption_apply()}
        </button>
        {!current.isDefault ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setError(null);
              onChange({ [name]: 0 });
              setText("");
            }}
          >
            {m.results_assumption_use_ours()}
          </button>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} className="plan-money__error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

const NIGHT_CHOICES = [7, 6, 5, 4, 3, 2, 1] as const;

/** How many nights a week the car sleeps where it can charge (the money assumes every night until told). */
function NightsField({ plan, onChange }: { plan: PlanModel; onChange: (change: AssumptionChange) => void }) {
  const id = useId();
  const schedule = plan.money.schedule;
  if (!schedule) return null;
  return (
    <div className="plan-money__assumption">
      <label htmlFor={id}>
        {m.results_nights_label()} <span className="plan-money__detail">{m.results_nights_assumed()}</span>
      </label>
      <div className="plan-money__assumption-controls">
        <select
          id={id}
          name="homeNightsPerWeek"
          value={schedule.nightsPerWeek}
          // 7 is our assumption: choosing it again stores "not set", like "Use our figure".
          onChange={(event) => onChange({ homeNightsPerWeek: Number(event.target.value) === 7 ? 0 : Number(event.target.value) })}
        >
          {NIGHT_CHOICES.map((nights) => (
            <option key={nights} value={nights}>
              {nights === 7 ? m.results_nights_every() : m.results_nights({ count: nights })}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

function seasonsText(seasons: { months: number[]; usdPerKwh: number }[]): string {
  return seasons.map((s) => `${seasonMonthsText(s.months)} ${(s.usdPerKwh * 100).toFixed(1)}¢`).join(", ");
}

export function PlanMoneyView({
  plan,
  evType,
  onAssumptionsChange,
  assumptionsSaved = false,
}: {
  plan: PlanModel;
  /** The plan's kind of car, for the efficiency's words. */
  evType: UserInputs["evType"];
  onAssumptionsChange?: (change: AssumptionChange) => void;
  assumptionsSaved?: boolean;
}) {
  const titleId = useId();
  const { money, incentives } = plan;
  const home = money.home;
  const saves = money.difference.monthly >= 0;
  const dcFast = defaultDcFastPrice();
  const range = verdictRangeLine(money);
  const gasCheaper = gasCheaperLine(money);
  const schedule = scheduleLine(money);

  return (
    <section className="card plan-money" aria-labelledby={titleId} data-testid="plan-money">
      <h2 id={titleId} className="plan-money__title">
        {PLAN_MONEY_COPY.title}
      </h2>
      <p className="plan-money__lead" data-testid="money-lead">
        {m.results_lead_ev()} <strong>{m.results_a_month({ amount: formatUsdWhole(money.evTotal.monthly) })}</strong>. {m.results_lead_gas()}{" "}
        <strong>{m.results_a_month({ amount: formatUsdWhole(money.gasCar.monthly) })}</strong>.{" "}
        {money.difference.monthly === 0
          ? m.results_lead_same()
          : saves
            ? m.results_lead_keep({ monthly: formatUsdWhole(money.difference.monthly), yearly: formatUsdWhole(money.difference.yearly) })
            : m.results_lead_costs_more({ monthly: formatUsdWhole(-money.difference.monthly), yearly: formatUsdWhole(-money.difference.yearly) })}
      </p>
      {range ? (
        <p className="plan-money__range" data-testid="money-range">
          {range}
        </p>
      ) : null}
      {gasCheaper ? (
        <p className="plan-money__range" data-testid="money-gas-cheaper">
          <strong>{gasCheaper}</strong>
        </p>
      ) : null}

      {home.kind !== "none" && money.utility.chosen ? (
        <div className="plan-money__utility" data-testid="money-utility">
          <p className="plan-money__note">
            {m.results_utility_label()} <strong>{money.utility.chosen.name}</strong>
            {money.utility.options.length > 1 && !onAssumptionsChange ? m.results_utility_one_of({ count: formatInteger(money.utility.options.length) }) : ""}
          </p>
          {onAssumptionsChange ? (
            <UtilityPicker
              options={money.utility.options}
              value={money.utility.chosen.key}
              onChange={(electricUtility) => onAssumptionsChange({ electricUtility })}
            />
          ) : null}
        </div>
      ) : null}

      <div className="plan-money__table-wrap">
        <table className="plan-money__table">
          <caption className="visually-hidden">{m.results_table_caption()}</caption>
          <thead>
            <tr>
              <th scope="col">{m.results_table_cost()}</th>
              <th scope="col">{m.results_table_month()}</th>
              <th scope="col">{m.results_table_year()}</th>
            </tr>
          </thead>
          <tbody>
            {home.kind === "tariff" ? (
              <>
                {home.ev ? (
                  <Row
                    label={m.results_row_home_plan({ utility: home.utilityName, plan: home.ev.planName })}
                    detail={`${m.results_row_cheapest({ seasons: seasonsText(home.ev.seasons) })}${home.counted === "ev" ? m.results_row_counted() : ""}`}
                    value={home.ev}
                    testId="money-home-ev"
                  />
                ) : null}
                <Row
                  label={m.results_row_home_standard({ utility: home.utilityName })}
                  detail={`${m.results_row_standard_detail({ plan: home.standard.planName, seasons: seasonsText(home.standard.seasons) })}${home.counted === "standard" ? m.results_row_counted() : ""}`}
                  value={home.standard}
                  testId="money-home-standard"
                />
              </>
            ) : home.kind === "flat" ? (
              <Row
                label={
                  home.price.kind === "own"
                    ? m.results_row_home_own_bill()
                    : m.results_row_home_charging_at({ utility: home.price.utilityName ?? m.results_row_your_utility() })
                }
                detail={m.results_row_cents_label({ cents: (home.price.usdPerKwh * 100).toFixed(1), label: home.price.label })}
                value={home.counts}
                testId="money-home"
              />
            ) : home.kind === "state-average" ? (
              <Row
                label={home.utilityName ? m.results_row_home_charging_at({ utility: home.utilityName }) : m.results_row_home_charging()}
                detail={
                  home.isNationalDefault
                    ? m.results_row_cents_us_default({ cents: (home.usdPerKwh * 100).toFixed(1) })
                    : m.results_row_cents_state({ cents: (home.usdPerKwh * 100).toFixed(1), state: home.stateName ?? "", asOf: home.provenance.asOf })
                }
                value={home.counts}
                testId="money-home"
              />
            ) : null}
            <Row
              label={m.results_row_public()}
              detail={money.publicCharging.yearly === 0 ? m.results_row_public_none() : publicPriceLine(money)}
              value={money.publicCharging}
              testId="money-public"
            />
            {money.hybridGas ? (
              <Row
                label={m.results_row_hybrid_gas()}
                detail={m.results_row_hybrid_gas_detail({ mpg: money.hybridGas.mpgLabel, price: formatUsd(money.hybridGas.usdPerGallon) })}
                value={money.hybridGas}
                testId="money-hybrid-gas"
              />
            ) : null}
            <Row label={m.results_row_ev_total()} value={money.evTotal} testId="money-ev" emphasis />
            <Row
              label={m.results_row_gas()}
              detail={
                money.gasCar.stateName
                  ? m.results_row_gas_detail_state({ mpg: String(money.assumptions.mpg.value), price: formatUsd(money.gasCar.usdPerGallon), state: money.gasCar.stateName })
                  : m.results_row_gas_detail_us({ mpg: String(money.assumptions.mpg.value), price: formatUsd(money.gasCar.usdPerGallon) })
              }
              value={money.gasCar}
              testId="money-gas"
            />
            <Row label={saves ? m.results_row_keep() : m.results_row_costs_more()} value={saves ? money.difference : { monthly: -money.difference.monthly, yearly: -money.difference.yearly }} testId="money-difference" emphasis />
          </tbody>
        </table>
      </div>

      <ul className="plan-money__assumed" data-testid="money-assumed">
        <li data-testid="money-efficiency">
          <strong>{m.results_assumed_efficiency()}</strong> {efficiencyLine(money, evType)}
        </li>
        {schedule ? (
          <li data-testid="money-schedule">
            <strong>{m.results_assumed_schedule()}</strong> {schedule}
          </li>
        ) : null}
        {money.miles.public > 0 ? (
          <li data-testid="money-public-basis">
            <strong>{m.results_assumed_public()}</strong> {publicPriceLine(money)}.
            {money.publicPrice.kind === "us-average" ? m.results_assumed_no_station_prices() : ""}
          </li>
        ) : null}
      </ul>

      {home.kind === "tariff" && home.fixedMonthlyUsd !== null ? (
        <p className="plan-money__note" data-testid="money-fixed">
          {m.results_fixed_charge({ utility: home.utilityName, amount: formatUsd(home.fixedMonthlyUsd) })}
        </p>
      ) : null}
      {home.kind === "tariff" && plan.incentives?.communityChoice ? (
        <p className="plan-money__note" data-testid="money-community-choice">
          {plan.incentives.communityChoice.note}
        </p>
      ) : home.kind === "tariff" && plan.incentives?.communityChoiceMayServe ? (
        <p className="plan-money__note" data-testid="money-community-choice">
          {m.results_community_choice_may_serve({ utility: home.utilityName })}
        </p>
      ) : null}
      {home.kind === "tariff" && home.evMissingReason ? <p className="plan-money__note">{home.evMissingReason}</p> : null}
      {home.kind === "tariff" && home.otherUtilities.length > 0 ? (
        <p className="plan-money__note">
          {m.results_other_utilities({ utility: home.utilityName })} <Link to={href("maximize-savings-task")}>{m.results_compare_plans()}</Link>.
        </p>
      ) : null}
      {home.kind === "state-average" ? (
        <p className="plan-money__note" data-testid="money-no-tariff">
          {home.note}
        </p>
      ) : null}
      {home.kind === "flat" ? (
        <p className="plan-money__note" data-testid="money-home-price">
          {home.note}
        </p>
      ) : null}
      {money.gasCar.isNationalDefault ? (
        <p className="plan-money__note">{m.results_no_state()}</p>
      ) : null}

      {/* Printed open: a plan on paper carries its sources (web/styles/print.css). */}
      <details className="plan-money__more print-open">
        <summary>{PLAN_MONEY_COPY.sources}</summary>
        <ul className="plan-money__sources">
          {home.kind === "tariff" ? (
            <>
              {home.ev ? <ProvenanceLine label={`${home.utilityName} ${home.ev.planName}`} provenance={home.ev.provenance} /> : null}
              <ProvenanceLine label={`${home.utilityName} ${home.standard.planName}`} provenance={home.standard.provenance} />
            </>
          ) : null}
          {home.kind === "state-average" ? <ProvenanceLine label={m.results_source_home_price()} provenance={home.provenance} /> : null}
          {home.kind === "flat" ? <ProvenanceLine label={m.results_source_home_price()} provenance={home.price.provenance} /> : null}
          <ProvenanceLine label={m.results_source_public_price()} provenance={money.assumptions.publicUsdPerKwh.provenance} />
          <ProvenanceLine label={m.results_source_gas_price()} provenance={money.gasCar.provenance} />
          <ProvenanceLine label={m.results_source_ev_efficiency()} provenance={money.assumptions.milesPerKwh.provenance} />
          <ProvenanceLine label={m.results_source_mpg()} provenance={money.assumptions.mpg.provenance} />
          {money.hybridGas ? <ProvenanceLine label={m.results_source_hybrid_gas()} provenance={money.hybridGas.provenance} /> : null}
        </ul>
        <p className="plan-money__note">
          {m.results_method_home()}
          {money.publicPrice.kind === "us-average"
            ? `${m.results_method_public_us({ publisher: publisherName(dcFast), period: dcFast.period })} ${m.pubcharge_level_two_note()}`
            : money.publicPrice.kind === "own"
              ? m.results_method_public_own()
              : m.results_method_public_median()}
        </p>
      </details>

      {onAssumptionsChange ? (
        <details className="plan-money__more no-print">
          <summary>{PLAN_MONEY_COPY.assumptions}</summary>
          <p className="plan-money__note" data-testid="money-assumptions-scope">
            {assumptionsSaved ? PLAN_MONEY_COPY.assumptionsSaved : PLAN_MONEY_COPY.assumptionsPageOnly}
          </p>
          {(Object.keys(ASSUMPTION_BOUNDS) as AssumptionKey[])
            // The bill's price matters only when the plan charges at home.
            .filter((name) => name !== "homeUsdPerKwh" || home.kind !== "none")
            .map((name) => (
              <AssumptionField key={`${name}:${plan.money.assumptions[name].value}`} name={name} plan={plan} onChange={onAssumptionsChange} />
            ))}
          <NightsField plan={plan} onChange={onAssumptionsChange} />
        </details>
      ) : null}

      <h3 className="plan-money__subtitle">{PLAN_MONEY_COPY.getTitle}</h3>
      <PlanIncentives incentives={incentives} saved={assumptionsSaved} {...(onAssumptionsChange ? { onChange: onAssumptionsChange } : {})} />
    </section>
  );
}

/** The section for a plan's inputs: looks up the ZIP, computes the plan once and renders it. */
export default function PlanMoney({ inputs, onAssumptionsChange, assumptionsSaved = false, today }: PlanMoneyProps) {
  const place = usePlanPlace(inputs);
  if (place === "loading") {
    return (
      <p className="page-loading" role="status" aria-live="polite">
        {PLAN_MONEY_COPY.loading}
      </p>
    );
  }
  const plan = computePlan(inputs, place, today ?? todayIso());
  return <PlanMoneyView plan={plan} evType={inputs.evType} assumptionsSaved={assumptionsSaved} {...(onAssumptionsChange ? { onAssumptionsChange } : {})} />;
}
