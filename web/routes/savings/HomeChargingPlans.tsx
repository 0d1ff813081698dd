// The tariff-driven part of Maximize Savings' home charging section: the utility's plans compared
// on the plan's miles, time-of-use basics, switching and solar notes, and when to schedule charging.
// Loaded lazily by MaximizeSavings (with the tariff data, ~5 KB gzip) so the page's first load
// stays small; the utility picker above it renders without the data.
import { Link } from "react-router";
import { href, type PageMode } from "../../../domain/routes";
import type { UserInputs } from "../../../domain/contracts/progress.schema";
import { homeChargingBasis } from "../../../domain/charging-plan/home-charging-basis";
import { annualChargingCost, FALLBACK_USD_PER_KWH, type NightlyCharging } from "../../../domain/rates/evaluation";
import { efficiencySourceText } from "../../../domain/charging-plan/assumptions";
import { DEFAULT_ANNUAL_MILES } from "../../../domain/savings/calculator";
import { formatCentsPerKwh, formatHour, formatIsoDate, formatUsd, formatUsdWhole, formatWindow } from "../../../domain/rates/format";
import { evPlanOffPeakWindow, tariffsFor, utilityRates } from "../../../domain/rates/tariffs";
import { GasEquivalentTable } from "./rates/GasEquivalentTable";
import { PlanComparison } from "./rates/PlanComparison";
import { Collapsible } from "../../components/ui/Collapsible";
import { UNSUPPORTED_MESSAGE } from "./savings-copy";
import { CUSTOM, type UtilitySelection } from "./UtilityPicker";

export interface HomeChargingPlansProps {
  selection: UtilitySelection | null;
  /** The person's plan inputs; annualMiles 0 = no plan yet (DEFAULT_ANNUAL_MILES at the spec's efficiency). */
  inputs: UserInputs;
  mode: PageMode;
}

/** Miles and efficiency the comparison prices: the plan's own home-charging basis, else the spec's miles at the plan's (typical) efficiency. */
function comparisonBasis(inputs: UserInputs): { miles: number; milesPerKwh: number; night?: NightlyCharging; note: string } {
  const basis = homeChargingBasis(inputs);
  if (basis.yearlyMiles <= 0) {
    return {
      miles: DEFAULT_ANNUAL_MILES,
      milesPerKwh: basis.milesPerKwh,
      note: `Based on ${DEFAULT_ANNUAL_MILES.toLocaleString("en-US")} miles a year. Make your charging plan to use your own miles.`,
    };
  }
  const yearly = basis.yearlyMiles.toLocaleString("en-US");
  const note =
    inputs.homeCharging === "no"
      ? `Based on your plan's ${yearly} miles a year, as if you charged them all at home.`
      : Math.round(basis.miles) < basis.yearlyMiles
        ? `Based on the ${Math.round(basis.miles).toLocaleString("en-US")} of your plan's ${yearly} miles a year that you charge at home.`
        : `Based on your plan's ${yearly} miles a year.`;
  const hours = basis.night
    ? ` Charging in the hours you are parked at home (${formatWindow(basis.night.fromHour, basis.night.fromHour + Math.round(basis.night.hoursParked))}, as in your plan), cheapest hours first, at ${basis.milesPerKwh} miles per kWh.`
    : "";
  return { miles: basis.miles, milesPerKwh: basis.milesPerKwh, ...(basis.night ? { night: basis.night } : {}), note: note + hours };
}

export default function HomeChargingPlans({ selection, inputs, mode }: HomeChargingPlansProps) {
  const { miles: annualMiles, milesPerKwh, night, note } = comparisonBasis(inputs);
  const tariffs = selection ? tariffsFor(selection) : undefined;
  const isCustom = selection === CUSTOM;
  // Custom or uncovered California utilities see PG&E's figures as the example (spec §4). A utility
  // outside our coverage (a ZIP elsewhere) gets no California example: its hours are its own.
  const outside = selection === "outside";
  const windowUtility = tariffs ? tariffs.key : "PG&E";
  const offPeak = outside ? undefined : evPlanOffPeakWindow(windowUtility);
  const automateHref = mode === "task" ? href("automate-charging-task") : href("automate-charging-guide");

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
      ) : outside ? (
        <p data-testid="automate-outside">
          Look up your utility&apos;s time-of-use or EV rate on your bill or its website, and set charging to start inside its
          cheapest hours.
        </p>
      ) : (
        <p>Your utility&apos;s EV plan hours are not published in our sources yet; check its website for the cheapest hours.</p>
      )}
      <Link to={automateHref}>How to schedule your charging</Link>
    </>
  );

  return (
    <>
      <section className="stack" aria-labelledby="comparison-title">
        <h2 id="comparison-title">Rate plan comparison</h2>
        <p className="source-note">{note}</p>
        {tariffs ? (
          <PlanComparison tariffs={tariffs} annualMiles={annualMiles} milesPerKwh={milesPerKwh} {...(night ? { night } : {})} />
        ) : selection === null ? (
          <p>Choose your utility above to compare its plans.</p>
        ) : (
          <GenericRates annualMiles={annualMiles} milesPerKwh={milesPerKwh} efficiencySource={efficiencySourceText(inputs)} />
        )}
      </section>

      <Collapsible title="Time of Use Rates" headingLevel={2} className="card">
        {outside ? (
          <p>
            On a time-of-use plan the price of electricity changes with the clock. Each utility sets its own hours, and the
            cheapest often fall overnight, when most EVs sit in the driveway anyway. Your bill or your utility&apos;s website
            lists yours.
          </p>
        ) : (
          <>
            <p>
              On a time-of-use plan the price of electricity changes with the clock. It is highest in the late afternoon and
              evening, when everyone is home and demand peaks, and lowest overnight. Off-peak typically runs from 9 PM to 6
              AM, which is when most EVs sit in the driveway anyway.
            </p>
            <TouBar />
          </>
        )}
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
    </>
  );
}


function GenericRates({ annualMiles, milesPerKwh, efficiencySource }: { annualMiles: number; milesPerKwh: number; efficiencySource: string }) {
  return (
    <div className="stack" data-testid="generic-rates">
      <p className="alert alert--warning">{UNSUPPORTED_MESSAGE}</p>
      <p>
        As a rough guide, at {formatUsd(FALLBACK_USD_PER_KWH)} per kWh, an assumed off-peak price rather than your
        utility&apos;s, {Math.round(annualMiles).toLocaleString("en-US")} miles a year would cost about{" "}
        <strong>{formatUsdWhole(annualChargingCost(annualMiles, FALLBACK_USD_PER_KWH, milesPerKwh))}</strong> to charge. Check your bill
        for your real price per kWh and find it in the table.
      </p>
      <GasEquivalentTable
        start={0.1}
        caption="Electricity prices and what they equal in gas"
        milesPerKwh={milesPerKwh}
        efficiencySource={efficiencySource}
      />
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
