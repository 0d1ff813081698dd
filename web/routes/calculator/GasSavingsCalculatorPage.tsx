// /ev-gas-savings-calculator: EV vs gas fuel cost by state (savings-tools-and-pages.md §2-§5, §9).
// State averages: EIA 2023 electricity, AAA 2026-08-22 gas; both credited beside the sliders.
import { href } from "../../../domain/routes";
import { lazy, Suspense, useCallback, useId, useState } from "react";
import type { PlanForCalculator } from "../../../domain/charging-plan/calculator-vs-plan";
import { Link } from "react-router";
import { formatUsd, formatUsdWhole } from "../../../domain/rates/format";
import { formatInteger, formatIsoDay, numberFormat } from "../../../domain/i18n/format";
import * as m from "../../../domain/i18n/messages";
import { Emphasis } from "../../components/ui/Emphasis";
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
  return `${numberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(usd * 100)}¢`;
}

/** The unit switch, read during render (its words follow the page's language). */
const unitOptions = (): { value: CostUnit; label: string }[] => [
  { value: "gallon", label: m.calc_unit_gallon() },
  { value: "mile", label: m.calc_unit_mile() },
  { value: "month", label: m.calc_unit_month() },
  { value: "year", label: m.calc_unit_year() },
];

/** "12.34": the slider's price with two decimals, as the reader's language writes them. */
const twoDecimals = (value: number) => numberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
const oneDecimal = (value: number) => numberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);

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
        <Link to={href("home")}>{m.calc_back_home()}</Link>
      </p>
      <header className="page-header">
        <h1>{m.calc_title()}</h1>
        <p className="page-header__lead">
          {m.calc_lead()}
        </p>
      </header>

      <section className="card stack" aria-labelledby="calc-inputs">
        <h2 id="calc-inputs">{m.calc_inputs_title()}</h2>
        <div className="field">
          <label htmlFor={stateId}>{m.calc_state()}</label>
          <select id={stateId} value={state} onChange={(event) => chooseState(event.target.value)}>
            {statePrices.states.map((s) => (
              <option key={s.abbr} value={s.abbr}>
                {s.name}
              </option>
            ))}
          </select>
          <p className="source-note">{m.calc_state_note()}</p>
        </div>

        <SliderField
          showScale={false}
          label={m.calc_electricity()}
          value={electricity}
          bounds={electricitySlider(averages, planCents ?? 0)}
          onChange={touch(setElectricity)}
          valueText={m.calc_cents_per_kwh({ cents: twoDecimals(electricity) })}
        >
          <p className="source-note" data-testid="electricity-source">
            {onPlanPrice
              ? planView.priceBasis
              : averages.electricityIsNationalDefault
              ? m.calc_electricity_default({ state: stateName, cents: numberFormat().format(NATIONAL_DEFAULT_ELECTRICITY_CENTS) })
              : m.calc_electricity_average({ state: stateName, cents: numberFormat().format(averages.electricityCentsPerKwh) })}
          </p>
        </SliderField>

        <SliderField
          showScale={false}
          label={m.calc_gas()}
          value={gas}
          bounds={gasSlider(averages)}
          onChange={touch(setGas)}
          valueText={m.calc_per_gallon_value({ price: formatUsd(gas) })}
        >
          <p className="source-note">
            {m.calc_gas_average({ state: stateName, price: formatUsd(averages.gasUsdPerGallon), date: formatIsoDay(statePrices.gas.asOf) })}
          </p>
        </SliderField>

        <SliderField
          showScale={false}
          label={m.calc_miles()}
          value={miles}
          bounds={milesSlider(inputs.annualMiles)}
          onChange={touch(setMiles)}
          valueText={m.calc_miles_value({ miles: formatInteger(miles) })}
        >
          {planMiles !== null && planMiles !== miles ? (
            <button type="button" className="button button--small button--secondary" onClick={() => touch(setMiles)(planMiles)}>
              {m.calc_use_plan_miles({ miles: formatInteger(inputs.annualMiles) })}
              {planMiles !== inputs.annualMiles ? m.calc_use_plan_miles_rounded({ miles: formatInteger(planMiles) }) : ""}
            </button>
          ) : null}
        </SliderField>

        <SliderField
          showScale={false}
          label={m.calc_efficiency()}
          value={efficiency}
          bounds={EFFICIENCY_SLIDER}
          onChange={touch(setEfficiency)}
          valueText={m.calc_efficiency_value({ value: oneDecimal(efficiency) })}
          hint={typicalEfficiencyText("BEV")}
        />
        <SliderField showScale={false} label={m.calc_mpg()} value={mpg} bounds={MPG_SLIDER} onChange={touch(setMpg)} valueText={m.calc_mpg_value({ mpg: formatInteger(mpg) })} />
      </section>

      <section className="stack" aria-labelledby="calc-results" aria-live="polite">
        <h2 id="calc-results">{m.calc_results_title()}</h2>
        {followsPlan && !planView ? (
          <p role="status">{m.calc_working()}</p>
        ) : result ? (
          <>
            <SegmentedControl
              className="unit-toggle"
              label={m.calc_show_costs()}
              value={unit}
              options={unitOptions()}
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
                  <p>{m.calc_plan_rests_on()}</p>
                  <ul data-testid="calc-plan-basis">
                    {planView.basis.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </>
              ) : null}
              <dl className="calc-figures">
                <div>
                  <dt>{m.calc_ev_per_mile()}</dt>
                  <dd>{centsPerMile(result.evCostPerMile)}</dd>
                </div>
                <div>
                  <dt>{m.calc_gas_per_mile()}</dt>
                  <dd>{centsPerMile(result.gasCostPerMile)}</dd>
                </div>
                <div>
                  <dt>{m.calc_ev_yearly()}</dt>
                  <dd>{formatUsdWhole(result.evAnnualCost)}</dd>
                </div>
                <div>
                  <dt>{m.calc_gas_yearly()}</dt>
                  <dd>{formatUsdWhole(result.gasAnnualCost)}</dd>
                </div>
                <div>
                  <dt>{m.calc_ev_gallon()}</dt>
                  <dd>{formatUsd(result.evEquivalentGallonPrice)}</dd>
                </div>
                <div>
                  <dt>{m.calc_five_year()}</dt>
                  <dd>{formatUsdWhole(result.fiveYearSavings)}</dd>
                </div>
                <div>
                  <dt>{m.calc_ten_year()}</dt>
                  <dd>{formatUsdWhole(result.tenYearSavings)}</dd>
                </div>
              </dl>
              <p className="source-note">
                {fromPlan
                  ? m.calc_note_plan()
                  : m.calc_note_formula()}{" "}
                {m.calc_note_fuel_only()}
              </p>
            </div>
            {result.showAffordability ? (
              <section className="card card--muted" data-testid="affordability" aria-labelledby="afford-title">
                <h3 id="afford-title">{m.calc_afford_title()}</h3>
                <p>
                  {m.calc_afford_body({ five: formatUsdWhole(result.fiveYearSavings), min: formatUsdWhole(AFFORDABILITY_MIN_FIVE_YEAR_USD) })}{" "}
                  {inputs.homeCharging === "no" ? m.calc_afford_no_home() : m.calc_afford_home()}{" "}
                  {m.calc_afford_incentives()}
                </p>
                <Link to={href("incentives")}>{m.calc_afford_link()}</Link>
              </section>
            ) : null}
          </>
        ) : (
          <p>{m.calc_empty()}</p>
        )}
        {hasPlan ? (
          <Suspense fallback={followsPlan ? null : <p role="status">{m.calc_working()}</p>}>
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
        {m.calc_sources()} {statePrices.electricity.source}, {statePrices.electricity.period} (
        <a href={statePrices.electricity.url}>eia.gov</a>); {statePrices.gas.source}, {formatIsoDay(statePrices.gas.asOf)} (
        <a href={statePrices.gas.url}>gasprices.aaa.com</a>). {m.calc_sources_tail()}
      </p>
    </article>
  );
}

/** The headline: the plan's verdict (with its month) while the calculator follows the plan, else the formula's. */
function Verdict({ result, fromPlan }: { result: CalculatorResult; fromPlan: boolean }) {
  const monthly = formatUsdWhole(Math.abs(result.gasMonthlyCost - result.evMonthlyCost));
  if (result.annualSavings >= 0) {
    const amount = formatUsdWhole(result.annualSavings);
    const percent = result.savingsPercentage.toFixed(0);
    return (
      <Emphasis
        value={amount}
        sentence={(value) => (fromPlan ? m.calc_verdict_plan_save({ amount: value, monthly, percent }) : m.calc_verdict_save({ amount: value, percent }))}
      />
    );
  }
  const amount = formatUsdWhole(-result.annualSavings);
  const percent = Math.abs(result.savingsPercentage).toFixed(0);
  return (
    <Emphasis
      value={amount}
      sentence={(value) => (fromPlan ? m.calc_verdict_plan_more({ amount: value, monthly, percent }) : m.calc_verdict_more({ amount: value, percent }))}
    />
  );
}

function CostCards({ unit, ev, gas }: { unit: CostUnit; ev: number; gas: number }) {
  const suffix = unit === "gallon" ? m.calc_per_gallon() : unit === "mile" ? m.calc_per_mile() : unit === "month" ? m.calc_per_month() : m.calc_per_year();
  const fmt = unit === "year" || unit === "month" ? formatUsdWhole : unit === "mile" ? centsPerMile : formatUsd;
  return (
    <div className="grid grid--2 calc-costs" data-testid="unit-costs">
      <div className="card">
        <p className="calc-costs__label">{m.calc_electric()}</p>
        <p className="calc-costs__value">{fmt(ev)}</p>
        <p className="source-note">{unit === "gallon" ? m.calc_per_gallon_equals() : suffix}</p>
      </div>
      <div className="card">
        <p className="calc-costs__label">{m.calc_gas_label()}</p>
        <p className="calc-costs__value">{fmt(gas)}</p>
        <p className="source-note">{suffix}</p>
      </div>
    </div>
  );
}
