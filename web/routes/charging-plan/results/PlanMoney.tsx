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
import { defaultDcFastPrice, publicChargingPrices, publisherName } from "../../../../domain/public-charging/prices";
import { formatIsoDate, formatMonths, formatUsd, formatUsdWhole } from "../../../../domain/rates/format";
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
  return /^\d{4}-\d{2}-\d{2}$/.test(asOf) ? `as of ${formatIsoDate(asOf)}` : `as of ${asOf}`;
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
            source
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

const ASSUMPTION_LABELS: Record<AssumptionKey, { label: string; unit: string }> = {
  milesPerKwh: { label: "Your EV's efficiency", unit: "miles per kWh" },
  mpg: { label: "The gas car's fuel economy", unit: "miles per gallon" },
  publicUsdPerKwh: { label: "Public charging price", unit: "dollars per kWh" },
  homeUsdPerKwh: { label: "Price per kWh on your electricity bill", unit: "dollars per kWh: your bill's total ÷ its kWh" },
};

function AssumptionField({ name, plan, onChange }: { name: AssumptionKey; plan: PlanModel; onChange: (change: AssumptionChange) => void }) {
  const id = useId();
  const current = plan.money.assumptions[name];
  const [text, setText] = useState(String(current.value));
  const [error, setError] = useState<string | null>(null);
  const { min, max, step } = ASSUMPTION_BOUNDS[name];
  const { label, unit } = ASSUMPTION_LABELS[name];

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(text);
    if (text.trim() === "" || !isValidAssumption(name, value) || value === 0) {
      setError(`Enter a number from ${min} to ${max}.`);
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
          Apply
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
            Use our figure
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
        Nights a week the car is home to charge <span className="plan-money__detail">(we assume every night)</span>
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
              {nights === 7 ? "Every night" : `${nights} ${nights === 1 ? "night" : "nights"}`}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

function seasonsText(seasons: { months: number[]; usdPerKwh: number }[]): string {
  return seasons.map((s) => `${formatMonths(s.months)} ${(s.usdPerKwh * 100).toFixed(1)}¢`).join(", ");
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
        Driving electric: about <strong>{formatUsdWhole(money.evTotal.monthly)} a month</strong>. The same miles in a gas car:{" "}
        <strong>{formatUsdWhole(money.gasCar.monthly)} a month</strong>.{" "}
        {money.difference.monthly === 0
          ? "About the same."
          : saves
            ? `You keep about ${formatUsdWhole(money.difference.monthly)} a month (${formatUsdWhole(money.difference.yearly)} a year).`
            : `Electric costs about ${formatUsdWhole(-money.difference.monthly)} a month more (${formatUsdWhole(-money.difference.yearly)} a year).`}
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
            Your electric utility: <strong>{money.utility.chosen.name}</strong>
            {money.utility.options.length > 1 && !onAssumptionsChange ? ` (one of ${money.utility.options.length} serving this ZIP)` : ""}
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
          <caption className="visually-hidden">Your costs per month and per year</caption>
          <thead>
            <tr>
              <th scope="col">Cost</th>
              <th scope="col">Month</th>
              <th scope="col">Year</th>
            </tr>
          </thead>
          <tbody>
            {home.kind === "tariff" ? (
              <>
                {home.ev ? (
                  <Row
                    label={`Home, ${home.utilityName} ${home.ev.planName}`}
                    detail={`cheapest hours: ${seasonsText(home.ev.seasons)}${home.counted === "ev" ? " · the one counted" : ""}`}
                    value={home.ev}
                    testId="money-home-ev"
                  />
                ) : null}
                <Row
                  label={`Home, ${home.utilityName} standard plan`}
                  detail={`${home.standard.planName}, cheapest hours: ${seasonsText(home.standard.seasons)}${home.counted === "standard" ? " · the one counted" : ""}`}
                  value={home.standard}
                  testId="money-home-standard"
                />
              </>
            ) : home.kind === "flat" ? (
              <Row
                label={home.price.kind === "own" ? "Home charging, your bill" : `Home charging, ${home.price.utilityName ?? "your utility"}`}
                detail={`${(home.price.usdPerKwh * 100).toFixed(1)}¢ a kWh, ${home.price.label}`}
                value={home.counts}
                testId="money-home"
              />
            ) : home.kind === "state-average" ? (
              <Row
                label={home.utilityName ? `Home charging, ${home.utilityName}` : "Home charging"}
                detail={`${(home.usdPerKwh * 100).toFixed(1)}¢ a kWh, ${home.isNationalDefault ? "US default" : `${home.stateName} average, ${home.provenance.asOf}`}`}
                value={home.counts}
                testId="money-home"
              />
            ) : null}
            <Row
              label="Public charging"
              detail={money.publicCharging.yearly === 0 ? "none: home charging covers your miles" : publicPriceLine(money)}
              value={money.publicCharging}
              testId="money-public"
            />
            {money.hybridGas ? (
              <Row
                label="Gas for the hybrid"
                detail={`miles beyond the battery at ${money.hybridGas.mpgLabel}, ${formatUsd(money.hybridGas.usdPerGallon)} a gallon`}
                value={money.hybridGas}
                testId="money-hybrid-gas"
              />
            ) : null}
            <Row label="Electric, in total" value={money.evTotal} testId="money-ev" emphasis />
            <Row
              label="Same miles, gas car"
              detail={`${money.assumptions.mpg.value} mpg at ${formatUsd(money.gasCar.usdPerGallon)} a gallon${money.gasCar.stateName ? ` (${money.gasCar.stateName})` : " (US default)"}`}
              value={money.gasCar}
              testId="money-gas"
            />
            <Row label={saves ? "You keep" : "Electric costs more by"} value={saves ? money.difference : { monthly: -money.difference.monthly, yearly: -money.difference.yearly }} testId="money-difference" emphasis />
          </tbody>
        </table>
      </div>

      <ul className="plan-money__assumed" data-testid="money-assumed">
        <li data-testid="money-efficiency">
          <strong>Efficiency:</strong> {efficiencyLine(money, evType)}
        </li>
        {schedule ? (
          <li data-testid="money-schedule">
            <strong>Home charging hours:</strong> {schedule}
          </li>
        ) : null}
        {money.miles.public > 0 ? (
          <li data-testid="money-public-basis">
            <strong>Public charging:</strong> {publicPriceLine(money)}.
            {money.publicPrice.kind === "us-average" ? " We have no station prices for your area; enter what you pay under “Change the assumptions”." : ""}
          </li>
        ) : null}
      </ul>

      {home.kind === "tariff" && home.fixedMonthlyUsd !== null ? (
        <p className="plan-money__note" data-testid="money-fixed">
          {home.utilityName}'s fixed charge of about {formatUsd(home.fixedMonthlyUsd)} a month is on every bill, EV or not, so it is not counted here.
        </p>
      ) : null}
      {home.kind === "tariff" && plan.incentives?.communityChoice ? (
        <p className="plan-money__note" data-testid="money-community-choice">
          {plan.incentives.communityChoice.note}
        </p>
      ) : home.kind === "tariff" && plan.incentives?.communityChoiceMayServe ? (
        <p className="plan-money__note" data-testid="money-community-choice">
          Many homes in {home.utilityName}&apos;s area buy their electricity from a community-choice provider while {home.utilityName} delivers it and sends the
          bill. These figures use {home.utilityName}&apos;s own rates; if a provider supplies yours, the supply part of your bill is its price, so your cost can differ.
        </p>
      ) : null}
      {home.kind === "tariff" && home.evMissingReason ? <p className="plan-money__note">{home.evMissingReason}</p> : null}
      {home.kind === "tariff" && home.otherUtilities.length > 0 ? (
        <p className="plan-money__note">
          Your ZIP is also served by other utilities; these figures use {home.utilityName}. <Link to={href("maximize-savings-task")}>Compare plans</Link>.
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
        <p className="plan-money__note">We could not place your ZIP in a state, so gas and electricity use US defaults.</p>
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
          {home.kind === "state-average" ? <ProvenanceLine label="Home electricity price" provenance={home.provenance} /> : null}
          {home.kind === "flat" ? <ProvenanceLine label="Home electricity price" provenance={home.price.provenance} /> : null}
          <ProvenanceLine label="Public charging price" provenance={money.assumptions.publicUsdPerKwh.provenance} />
          <ProvenanceLine label="Gas price" provenance={money.gasCar.provenance} />
          <ProvenanceLine label="EV efficiency" provenance={money.assumptions.milesPerKwh.provenance} />
          <ProvenanceLine label="Gas car fuel economy" provenance={money.assumptions.mpg.provenance} />
          {money.hybridGas ? <ProvenanceLine label="The plug-in hybrid on gas" provenance={money.hybridGas.provenance} /> : null}
        </ul>
        <p className="plan-money__note">
          Home charging is priced in the hours you are parked at home, cheapest hours first (weekdays and weekends), weighted by how many months each season lasts.
          {money.publicPrice.kind === "us-average"
            ? ` Public charging uses ${publisherName(dcFast)}'s US average for DC fast chargers (${dcFast.period}). ${publicChargingPrices.levelTwoNote}`
            : money.publicPrice.kind === "own"
              ? " Public charging uses your own price."
              : " Public charging uses the median per-kWh price of DC fast stations that list one; the range runs from the Level 2 median to the fast chargers' upper quartile. Taxes, session and idle fees are not included."}
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
