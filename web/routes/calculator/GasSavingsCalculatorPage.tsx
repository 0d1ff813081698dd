// /ev-gas-savings-calculator: EV vs gas fuel cost by state (savings-tools-and-pages.md §2-§5, §9).
// State averages: EIA 2023 electricity, AAA 2026-08-22 gas; both credited beside the sliders.
import { href } from "../../../domain/routes";
import { lazy, Suspense, useCallback, useId, useState } from "react";
import type { PlanForCalculator } from "../../../domain/charging-plan/calculator-vs-plan";
import { Link } from "react-router";
import { formatIsoDate, formatUsd, formatUsdWhole } from "../../../domain/rates/format";
import {
  AFFORDABILITY_MIN_FIVE_YEAR_USD,
  DEFAULT_ANNUAL_MILES,
  DEFAULT_MILES_PER_KWH,
  DEFAULT_MPG,
  EFFICIENCY_SLIDER,
  MPG_SLIDER,
  type CalculatorResult,
  type CostUnit,
  calculateSavings,
  costsInUnit,
  electricitySlider,
  gasSlider,
  milesForSlider,
  milesSlider,
} from "../../../domain/savings/calculator";
import { snapToSlider } from "../../../domain/slider";
import { DEFAULT_STATE, NATIONAL_DEFAULT_ELECTRICITY_CENTS, stateAverages, statePrices } from "../../../domain/savings/state-prices";
import { SegmentedControl } from "../../components/ui/SegmentedControl";
import { SliderField } from "../../components/ui/SliderField";
import { useProgress } from "../../lib/progress/useProgress";
import { useZipInfo } from "../../lib/zip/useZipInfo";
import { planMilesPerKwh, typicalEfficiencyText } from "../../../domain/charging-plan/assumptions";
import { GAS_CAR_MPG } from "../../../domain/rates/evaluation";

// The plan model and its data load only for a person who has a plan.
const YourPlanBeside = lazy(() => import("./YourPlanBeside"));

import "./calculator.css";

/** "8.4¢": per-mile costs need a tenth of a cent to be told apart. */
function centsPerMile(usd: number): string {
  return `${(usd * 100).toFixed(1)}¢`;
}

const UNIT_LABELS: Record<CostUnit, string> = { gallon: "Per gallon", mile: "Per mile", month: "Per month", year: "Per year" };
const UNIT_OPTIONS = (Object.keys(UNIT_LABELS) as CostUnit[]).map((value) => ({ value, label: UNIT_LABELS[value] }));

export default function GasSavingsCalculatorPage() {
  const { inputs } = useProgress();
  const stateId = useId();
  const [state, setState] = useState(DEFAULT_STATE);
  const averages = stateAverages(state);
  const [electricity, setElectricity] = useState(averages.electricityCentsPerKwh);
  const [gas, setGas] = useState(averages.gasUsdPerGallon);
  const [miles, setMiles] = useState(DEFAULT_ANNUAL_MILES);
  const [efficiency, setEfficiency] = useState(DEFAULT_MILES_PER_KWH);
  const [mpg, setMpg] = useState(DEFAULT_MPG);
  const [unit, setUnit] = useState<CostUnit>("year");
  // The calculator opens prefilled from the person's plan (its state, miles, efficiency and mpg)
  // once the plan is read, unless they have already moved something: their hand wins. Set while
  // rendering (React's pattern for state that follows other state), once.
  const [touched, setTouched] = useState(false);
  const [prefilled, setPrefilled] = useState(false);
  const hasPlan = inputs.annualMiles > 0;
  const planZip = useZipInfo(hasPlan ? inputs.zipCode.trim() : "");
  const touch = <T,>(set: (value: T) => void) => (value: T) => {
    setTouched(true);
    set(value);
  };

  const applyState = (abbr: string) => {
    const next = stateAverages(abbr);
    setState(abbr);
    setElectricity(next.electricityCentsPerKwh);
    setGas(next.gasUsdPerGallon);
  };
  const chooseState = touch(applyState);

  const planSettled = planZip.status !== "loading" && planZip.status !== "idle";
  if (hasPlan && planSettled && !touched && !prefilled) {
    setPrefilled(true);
    const planState = planZip.status === "found" ? planZip.info?.state : undefined;
    if (planState && statePrices.states.some((s) => s.abbr === planState)) applyState(planState);
    setMiles(milesForSlider(inputs.annualMiles));
    setEfficiency(snapToSlider(planMilesPerKwh(inputs), EFFICIENCY_SLIDER));
    setMpg(snapToSlider(inputs.mpg || GAS_CAR_MPG, MPG_SLIDER));
  }

  // The plan's own view (issue 33): until the person moves something, the calculator follows the
  // plan: its price is what the plan pays per kWh (public prices for a person without home
  // charging) and its headline is the plan's figure, so the two can never give two verdicts.
  const [planView, setPlanViewState] = useState<PlanForCalculator | null>(null);
  // The plan's chunk reports its view after every render; an unchanged view keeps the same state, so
  // React bails out instead of rendering again.
  const setPlanView = useCallback(
    (view: PlanForCalculator) => setPlanViewState((previous) => (previous && JSON.stringify(previous) === JSON.stringify(view) ? previous : view)),
    [],
  );
  const [planCents, setPlanCents] = useState<number | null>(null);
  const followsPlan = hasPlan && !touched;
  // After the ZIP's prefill above (its state's averages), never before it, so the plan's price stays.
  if (followsPlan && planView && prefilled && planCents === null) {
    setPlanCents(planView.inputs.electricityCentsPerKwh);
    setElectricity(planView.inputs.electricityCentsPerKwh);
    setGas(planView.inputs.gasUsdPerGallon);
    setMiles(milesForSlider(planView.inputs.annualMiles));
  }

  const formula = calculateSavings({ electricityCentsPerKwh: electricity, gasUsdPerGallon: gas, annualMiles: miles, milesPerKwh: efficiency, mpg });
  const fromPlan = followsPlan && planView !== null;
  const result: CalculatorResult | null = fromPlan ? planView.result : formula;
  const planMiles = inputs.annualMiles > 0 ? milesForSlider(inputs.annualMiles) : null;
  const stateName = statePrices.states.find((s) => s.abbr === state)?.name ?? state;
  const onPlanPrice = planView !== null && planCents !== null && electricity === planCents;

  return (
    <article className="calculator stack">
      <p>
        <Link to={href("home")}>← Back to Home</Link>
      </p>
      <header className="page-header">
        <h1>EV vs Gas Savings Calculator</h1>
        <p className="page-header__lead">
          See what you would spend on fuel with an electric car and with a gas car in your state. Electricity prices come
          from the U.S. Energy Information Administration and gas prices from AAA.
        </p>
      </header>

      <section className="card stack" aria-labelledby="calc-inputs">
        <h2 id="calc-inputs">Your driving and prices</h2>
        <div className="field">
          <label htmlFor={stateId}>State</label>
          <select id={stateId} value={state} onChange={(event) => chooseState(event.target.value)}>
            {statePrices.states.map((s) => (
              <option key={s.abbr} value={s.abbr}>
                {s.name}
              </option>
            ))}
          </select>
          <p className="source-note">Choosing a state resets both prices to its averages.</p>
        </div>

        <SliderField
          showScale={false}
          label="Electricity price"
          value={electricity}
          bounds={electricitySlider(averages, planCents ?? 0)}
          onChange={touch(setElectricity)}
          valueText={`${electricity.toFixed(2)}¢ per kWh`}
        >
          <p className="source-note" data-testid="electricity-source">
            {onPlanPrice
              ? planView.priceBasis
              : averages.electricityIsNationalDefault
              ? `EIA has no 2023 figure for ${stateName} in our data, so this starts at a national default of ${NATIONAL_DEFAULT_ELECTRICITY_CENTS}¢ per kWh. Set it to the price on your bill.`
              : `${stateName} average: ${averages.electricityCentsPerKwh}¢ per kWh (EIA, 2023 residential average).`}
          </p>
        </SliderField>

        <SliderField
          showScale={false}
          label="Gas price"
          value={gas}
          bounds={gasSlider(averages)}
          onChange={touch(setGas)}
          valueText={`${formatUsd(gas)} per gallon`}
        >
          <p className="source-note">
            {stateName} average: {formatUsd(averages.gasUsdPerGallon)} per gallon (AAA, regular, {formatIsoDate(statePrices.gas.asOf)}).
          </p>
        </SliderField>

        <SliderField
          showScale={false}
          label="Miles driven per year"
          value={miles}
          bounds={milesSlider(inputs.annualMiles)}
          onChange={touch(setMiles)}
          valueText={`${miles.toLocaleString("en-US")} miles`}
        >
          {planMiles !== null && planMiles !== miles ? (
            <button type="button" className="button button--small button--secondary" onClick={() => touch(setMiles)(planMiles)}>
              Use my plan&apos;s {inputs.annualMiles.toLocaleString("en-US")} miles
              {planMiles !== inputs.annualMiles ? ` (rounded to ${planMiles.toLocaleString("en-US")})` : ""}
            </button>
          ) : null}
        </SliderField>

        <SliderField
          showScale={false}
          label="EV efficiency"
          value={efficiency}
          bounds={EFFICIENCY_SLIDER}
          onChange={touch(setEfficiency)}
          valueText={`${efficiency.toFixed(1)} miles per kWh`}
          hint={typicalEfficiencyText("BEV")}
        />
        <SliderField showScale={false} label="Gas car fuel economy" value={mpg} bounds={MPG_SLIDER} onChange={touch(setMpg)} valueText={`${mpg} mpg`} />
      </section>

      <section className="stack" aria-labelledby="calc-results" aria-live="polite">
        <h2 id="calc-results">Your results</h2>
        {followsPlan && !planView ? (
          <p role="status">Working out your plan&apos;s figures…</p>
        ) : result ? (
          <>
            <SegmentedControl
              className="unit-toggle"
              label="Show costs"
              value={unit}
              options={UNIT_OPTIONS}
              onChange={setUnit}
            />
            <CostCards unit={unit} ev={costsInUnit(result, gas, unit).ev} gas={costsInUnit(result, gas, unit).gas} />
            <div className="card stack" data-testid="savings-summary">
              <p className="calc-savings">
                <Verdict result={result} fromPlan={fromPlan} />
              </p>
              {fromPlan && planView.range ? <p data-testid="calc-plan-range">{planView.range}</p> : null}
              {fromPlan && planView.gasCheaper ? (
                <p data-testid="calc-plan-gas-cheaper">
                  <strong>{planView.gasCheaper}</strong>
                </p>
              ) : null}
              {fromPlan ? (
                <>
                  <p>Your plan&apos;s figure rests on:</p>
                  <ul data-testid="calc-plan-basis">
                    {planView.basis.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </>
              ) : null}
              <dl className="calc-figures">
                <div>
                  <dt>EV cost per mile</dt>
                  <dd>{centsPerMile(result.evCostPerMile)}</dd>
                </div>
                <div>
                  <dt>Gas cost per mile</dt>
                  <dd>{centsPerMile(result.gasCostPerMile)}</dd>
                </div>
                <div>
                  <dt>EV yearly fuel</dt>
                  <dd>{formatUsdWhole(result.evAnnualCost)}</dd>
                </div>
                <div>
                  <dt>Gas yearly fuel</dt>
                  <dd>{formatUsdWhole(result.gasAnnualCost)}</dd>
                </div>
                <div>
                  <dt>EV&apos;s price per gallon of gas</dt>
                  <dd>{formatUsd(result.evEquivalentGallonPrice)}</dd>
                </div>
                <div>
                  <dt>5-year savings</dt>
                  <dd>{formatUsdWhole(result.fiveYearSavings)}</dd>
                </div>
                <div>
                  <dt>10-year savings</dt>
                  <dd>{formatUsdWhole(result.tenYearSavings)}</dd>
                </div>
              </dl>
              <p className="source-note">
                {fromPlan
                  ? "These are your plan's figures: its miles, where it charges and at what price, its car and the gas car it compares with. Move a slider to try your own."
                  : "EV: price per kWh ÷ miles per kWh. Gas: price per gallon ÷ mpg. The EV's price per gallon is its cost per mile × your gas car's mpg."}{" "}
                Fuel only: no maintenance, insurance or purchase price.
              </p>
            </div>
            {result.showAffordability ? (
              <section className="card card--muted" data-testid="affordability" aria-labelledby="afford-title">
                <h3 id="afford-title">Put your savings to work</h3>
                <p>
                  Over five years you would keep about {formatUsdWhole(result.fiveYearSavings)} in fuel money, more than{" "}
                  {formatUsdWhole(AFFORDABILITY_MIN_FIVE_YEAR_USD)}.{" "}
                  {inputs.homeCharging === "no"
                    ? "That can go toward a higher monthly car payment; your plan has no home charging, so public prices decide what you really keep."
                    : "That can go a long way toward a home charger or a higher monthly car payment."}{" "}
                  Incentives can lower the price further.
                </p>
                <Link to={href("incentives")}>See EV incentives</Link>
              </section>
            ) : null}
          </>
        ) : (
          <p>Set an electricity price, a gas price and your miles to see your savings.</p>
        )}
        {hasPlan ? (
          <Suspense fallback={followsPlan ? null : <p role="status">Working out your plan&apos;s figures…</p>}>
            <YourPlanBeside
              inputs={inputs}
              calculator={{ electricityCentsPerKwh: electricity, gasUsdPerGallon: gas, annualMiles: miles, milesPerKwh: efficiency, mpg }}
              stateName={stateName}
              calculatorEvYearly={formula?.evAnnualCost ?? null}
              followsPlan={followsPlan}
              onPlanView={setPlanView}
            />
          </Suspense>
        ) : null}
      </section>

      <p className="source-note">
        Sources: {statePrices.electricity.source}, {statePrices.electricity.period} (
        <a href={statePrices.electricity.url}>eia.gov</a>); {statePrices.gas.source}, {formatIsoDate(statePrices.gas.asOf)} (
        <a href={statePrices.gas.url}>gasprices.aaa.com</a>). Gas prices © AAA. National default electricity price from our
        tool&apos;s assumptions.
      </p>
    </article>
  );
}

/** The headline: the plan's verdict (with its month) while the calculator follows the plan, else the formula's. */
function Verdict({ result, fromPlan }: { result: CalculatorResult; fromPlan: boolean }) {
  const monthly = Math.abs(result.gasMonthlyCost - result.evMonthlyCost);
  const month = fromPlan ? `, about ${formatUsdWhole(monthly)} a month` : "";
  if (result.annualSavings >= 0) {
    return (
      <>
        {fromPlan ? "Your plan: you " : "You "}save <strong>{formatUsdWhole(result.annualSavings)}</strong> a year{month} (
        {result.savingsPercentage.toFixed(0)}% less than gas).
      </>
    );
  }
  return (
    <>
      {fromPlan ? "Your plan: a gas car would cost you less. The EV costs " : "At these prices the EV costs "}
      <strong>{formatUsdWhole(-result.annualSavings)}</strong> more a year{month} ({Math.abs(result.savingsPercentage).toFixed(0)}% more than gas).
    </>
  );
}

function CostCards({ unit, ev, gas }: { unit: CostUnit; ev: number; gas: number }) {
  const suffix = unit === "gallon" ? "per gallon" : unit === "mile" ? "per mile" : unit === "month" ? "per month" : "per year";
  const fmt = unit === "year" || unit === "month" ? formatUsdWhole : unit === "mile" ? centsPerMile : formatUsd;
  return (
    <div className="grid grid--2 calc-costs" data-testid="unit-costs">
      <div className="card">
        <p className="calc-costs__label">Electric</p>
        <p className="calc-costs__value">{fmt(ev)}</p>
        <p className="source-note">{suffix}{unit === "gallon" ? " of gas it equals" : ""}</p>
      </div>
      <div className="card">
        <p className="calc-costs__label">Gas</p>
        <p className="calc-costs__value">{fmt(gas)}</p>
        <p className="source-note">{suffix}</p>
      </div>
    </div>
  );
}
