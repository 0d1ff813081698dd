// Maximize savings (savings-tools-and-pages.md §2, §4, §9): glossary, Home / Public switch, the
// utility's plans compared on the plan's miles, and what to do next. One component for both the
// task page (/charging-plan/maximize-savings) and the standalone page.
import { useState } from "react";
import { Link } from "react-router";
import { annualChargingCost, FALLBACK_USD_PER_KWH } from "../../../domain/rates/evaluation";
import { formatCentsPerKwh, formatHour, formatIsoDate, formatUsd, formatUsdWhole } from "../../../domain/rates/format";
import { evPlanOffPeakWindow, tariffsFor, utilityRates } from "../../../domain/rates/tariffs";
import { utilityStart } from "../../../domain/rates/utility-choice";
import { DEFAULT_ANNUAL_MILES } from "../../../domain/savings/calculator";
import { findState, statePrices } from "../../../domain/savings/state-prices";
import { FeedbackWidget } from "../../components/FeedbackWidget";
import { GuideFooter } from "../../components/guide/GuideFooter";
import type { GuideMode } from "../../components/guide/useTaskCompletion";
import { GasEquivalentTable } from "../../components/rates/GasEquivalentTable";
import { PlanComparison } from "../../components/rates/PlanComparison";
import { ShareButton } from "../../components/ShareButton";
import { Collapsible } from "../../components/ui/Collapsible";
import { useProgress } from "../../lib/progress/useProgress";
import { useZipInfo } from "../../lib/zip/useZipInfo";
import { CUSTOM, UtilityPicker, type UtilitySelection } from "./UtilityPicker";
import "./maximize-savings.css";

export const UNSUPPORTED_MESSAGE =
  "Detailed rate plan comparisons are only available for select California utilities at this time. We will be adding more utilities soon.";

type ChargingMode = "home" | "public";

export function MaximizeSavings({ mode }: { mode: GuideMode }) {
  const { inputs } = useProgress();
  const zip = inputs.zipCode.trim();
  const lookup = useZipInfo(zip);
  const start = utilityStart(zip, lookup);
  const [chargingMode, setChargingMode] = useState<ChargingMode>("home");
  const [chosen, setChosen] = useState<UtilitySelection | null>(null);

  const fromStart: UtilitySelection | null =
    start.kind === "selected" ? start.key : start.kind === "unsupported" ? (start.key ?? "outside") : null;
  const selection = chosen ?? fromStart;
  const annualMiles = inputs.annualMiles > 0 ? inputs.annualMiles : DEFAULT_ANNUAL_MILES;

  return (
    <article className="maximize-savings stack">
      <header className="page-header">
        <h1>Maximize your savings</h1>
        <p className="page-header__lead">
          What you pay to charge depends on when and where you plug in. Compare your utility&apos;s plans, see what public
          charging costs next to gas, and set up the cheapest routine.
        </p>
      </header>

      <Collapsible title="Terms you should know" headingLevel={2} className="card">
        <dl className="glossary">
          <dt>kW (kilowatt)</dt>
          <dd>How fast power flows. A higher-kW charger adds range faster.</dd>
          <dt>kWh (kilowatt-hour)</dt>
          <dd>An amount of energy: what your utility bills you for, and how a battery&apos;s size is measured.</dd>
          <dt>Miles per kWh</dt>
          <dd>
            How far your EV goes on one kWh, like miles per gallon for a gas car. We assume 3.5 miles per kWh, a typical
            figure.
          </dd>
        </dl>
      </Collapsible>

      <div className="mode-switch" role="group" aria-label="Where you charge">
        <button type="button" aria-pressed={chargingMode === "home"} onClick={() => setChargingMode("home")}>
          Home Charging
        </button>
        <button type="button" aria-pressed={chargingMode === "public"} onClick={() => setChargingMode("public")}>
          Public Charging
        </button>
      </div>

      {chargingMode === "home" ? (
        <HomeCharging
          start={start}
          zip={zip}
          selection={selection}
          onSelect={setChosen}
          annualMiles={annualMiles}
          milesFromPlan={inputs.annualMiles > 0}
          mode={mode}
        />
      ) : (
        <PublicCharging />
      )}

      <div className="maximize-savings__share">
        <ShareButton
          getContent={() => ({
            url: `${window.location.origin}/maximize-ev-fuel-savings-calculator`,
            title: "Maximize your EV fuel savings",
          })}
        />
      </div>
      <FeedbackWidget page="Maximize Savings" />
      <GuideFooter task="maximizeSavings" mode={mode} />
    </article>
  );
}

interface HomeChargingProps {
  start: ReturnType<typeof utilityStart>;
  zip: string;
  selection: UtilitySelection | null;
  onSelect: (value: UtilitySelection) => void;
  annualMiles: number;
  milesFromPlan: boolean;
  mode: GuideMode;
}

function HomeCharging({ start, zip, selection, onSelect, annualMiles, milesFromPlan, mode }: HomeChargingProps) {
  const tariffs = selection ? tariffsFor(selection) : undefined;
  const isCustom = selection === CUSTOM;
  // Custom or uncovered utilities see PG&E's figures as the example (spec §4).
  const windowUtility = tariffs ? tariffs.key : "PG&E";
  const offPeak = evPlanOffPeakWindow(windowUtility);
  const automateHref = mode === "task" ? "/charging-plan/automate-charging" : "/automate-ev-charging-schedule";

  const automate = (
    <>
      <p>
        Most EVs and smart chargers can wait until the cheap hours start, so you can plug in when you get home and still
        pay the lowest price.
      </p>
      {offPeak ? (
        <p>
          {tariffs ? "On" : "For example, on PG&E's"} {offPeak.planName}, set charging to start at{" "}
          {formatHour(offPeak.startHour)} and finish by {formatHour(offPeak.endHour)} ({offPeak.label},{" "}
          {formatCentsPerKwh(offPeak.usdPerKwh)}
          {offPeak.season !== "all" ? ` in ${offPeak.season}` : ""}).
        </p>
      ) : (
        <p>Your utility&apos;s EV plan hours are not published in our sources yet; check its website for the cheapest hours.</p>
      )}
      <Link to={automateHref}>How to schedule your charging</Link>
    </>
  );

  return (
    <section className="stack" aria-labelledby="home-charging-title">
      <h2 id="home-charging-title">Home charging</h2>
      {start.kind === "pending" ? (
        <p role="status">Looking up the utility for ZIP code {zip}…</p>
      ) : (
        <UtilityPicker start={start} zip={zip} value={selection} onChange={onSelect} />
      )}

      <section className="stack" aria-labelledby="comparison-title">
        <h2 id="comparison-title">Rate plan comparison</h2>
        <p className="source-note">
          {milesFromPlan
            ? `Based on your plan's ${annualMiles.toLocaleString("en-US")} miles a year.`
            : `Based on ${annualMiles.toLocaleString("en-US")} miles a year. Make your charging plan to use your own miles.`}
        </p>
        {tariffs ? (
          <PlanComparison tariffs={tariffs} annualMiles={annualMiles} />
        ) : selection === null ? (
          <p>Choose your utility above to compare its plans.</p>
        ) : (
          <GenericRates annualMiles={annualMiles} />
        )}
      </section>

      <Collapsible title="Time of Use Rates" headingLevel={2} className="card">
        <p>
          On a time-of-use plan the price of electricity changes with the clock. It is highest in the late afternoon and
          evening, when everyone is home and demand peaks, and lowest overnight. Off-peak typically runs from 9 PM to 6
          AM, which is when most EVs sit in the driveway anyway.
        </p>
        <TouBar />
      </Collapsible>

      {tariffs ? (
        <>
          <Collapsible title="Switch to an EV rate" headingLevel={2} className="card">
            <p>{tariffs.switchInstructions}</p>
            <p className="source-note">From our utility rate data (gathered {formatIsoDate(utilityRates.dataGathered)}); check with your utility before you switch.</p>
          </Collapsible>
          <Collapsible title="Have Solar?" headingLevel={2} className="card">
            <p>
              Solar panels make the most power around midday. If your car is home then, charging in the daytime uses your
              own power first. If it is away during the day, an EV plan&apos;s overnight hours are usually the cheapest
              grid power.
            </p>
            <p>
              Solar billing plans come with their own rate rules, so ask your utility or installer which EV rate works
              with your solar plan before you switch.
            </p>
          </Collapsible>
        </>
      ) : null}

      {isCustom || !tariffs ? (
        <section className="card stack" aria-labelledby="automate-title">
          <h2 id="automate-title">Automate your savings</h2>
          {automate}
        </section>
      ) : (
        <Collapsible title="Automate your savings" headingLevel={2} className="card">
          {automate}
        </Collapsible>
      )}
    </section>
  );
}

function GenericRates({ annualMiles }: { annualMiles: number }) {
  return (
    <div className="stack" data-testid="generic-rates">
      <p className="alert alert--warning">{UNSUPPORTED_MESSAGE}</p>
      <p>
        As a rough guide, at {formatUsd(FALLBACK_USD_PER_KWH)} per kWh, an assumed off-peak price rather than your
        utility&apos;s, {annualMiles.toLocaleString("en-US")} miles a year would cost about{" "}
        <strong>{formatUsdWhole(annualChargingCost(annualMiles, FALLBACK_USD_PER_KWH))}</strong> to charge. Check your bill
        for your real price per kWh and find it in the table.
      </p>
      <GasEquivalentTable start={0.1} caption="Electricity prices and what they equal in gas" />
    </div>
  );
}

/** Spec §9 split of the day: off-peak 50 %, part-peak 16.67 %, peak 20.83 %, part-peak 12.5 %. */
function TouBar() {
  const segments = [
    { label: "Off-peak", hours: "12am–12pm", width: 50, tone: "off" },
    { label: "Part-peak", hours: "12pm–4pm", width: 16.67, tone: "part" },
    { label: "Peak", hours: "4pm–9pm", width: 20.83, tone: "peak" },
    { label: "Part-peak", hours: "9pm–12am", width: 12.5, tone: "part" },
  ];
  return (
    <figure className="tou-bar">
      <div className="tou-bar__track" role="img" aria-label="An example day: off-peak midnight to noon, part-peak noon to 4 PM, peak 4 to 9 PM, part-peak 9 PM to midnight">
        {segments.map((s, i) => (
          <span key={i} className={`tou-bar__segment tou-bar__segment--${s.tone}`} style={{ width: `${s.width}%` }}>
            {s.width > 15 ? s.label : ""}
          </span>
        ))}
      </div>
      <div className="tou-bar__labels" aria-hidden="true">
        {["12am", "6am", "12pm", "4pm", "9pm"].map((l) => (
          <span key={l}>{l}</span>
        ))}
      </div>
      <figcaption className="source-note">An example day. Your plan&apos;s hours are in the comparison above.</figcaption>
    </figure>
  );
}

function PublicCharging() {
  const ca = findState("CA");
  return (
    <section className="stack" aria-labelledby="public-title">
      <h2 id="public-title">Public charging</h2>
      <p>
        Public chargers price by the kWh, by the minute or by the session, and prices vary a lot from one station to the
        next. Use this table to see what a station&apos;s price per kWh means next to filling up with gas.
      </p>
      <GasEquivalentTable start={0.2} caption="Public charging prices and what they equal in gas" />
      {ca ? (
        <p className="source-note">
          For comparison, regular gas in California averaged {formatUsd(ca.gasUsdPerGallon)} a gallon on{" "}
          {formatIsoDate(statePrices.gas.asOf)} ({statePrices.gas.source}).
        </p>
      ) : null}
      <section className="card" aria-labelledby="tips-title">
        <h3 id="tips-title">Ways to pay less</h3>
        <ul>
          <li>Use a charging-station finder app to compare prices before you drive there.</li>
          <li>Charge off-peak: many networks charge less late at night and early in the morning.</li>
          <li>Look at memberships: a monthly plan with a network can lower the price per kWh if you charge often.</li>
          <li>Choose Level 2 when you have time: it is usually cheaper than DC fast charging.</li>
        </ul>
      </section>
    </section>
  );
}
