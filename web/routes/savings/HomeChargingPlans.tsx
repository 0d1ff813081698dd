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
import { formatCentsPerKwh, formatHour, formatUsd, formatUsdWhole, formatWindow } from "../../../domain/rates/format";
import { formatInteger, formatIsoDay, numberFormat } from "../../../domain/i18n/format";
import { getLocale } from "../../../domain/i18n/runtime";
import * as m from "../../../domain/i18n/messages";
import { seasonWords } from "./rates/season-words";
import { Emphasis } from "../../components/ui/Emphasis";
import { evPlanOffPeakWindow, tariffsFor, utilityRates } from "../../../domain/rates/tariffs";
import { GasEquivalentTable } from "./rates/GasEquivalentTable";
import { PlanComparison } from "./rates/PlanComparison";
import { Collapsible } from "../../components/ui/Collapsible";
import { unsupportedMessage } from "./savings-copy";
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
      note: m.maxsave_basis_default({ miles: formatInteger(DEFAULT_ANNUAL_MILES) }),
    };
  }
  const yearly = formatInteger(basis.yearlyMiles);
  const note =
    inputs.homeCharging === "no"
      ? m.maxsave_basis_no_home({ yearly })
      : Math.round(basis.miles) < basis.yearlyMiles
        ? m.maxsave_basis_part({ home: formatInteger(basis.miles), yearly })
        : m.maxsave_basis_plan({ yearly });
  const hours = basis.night
    ? m.maxsave_basis_hours({
        window: formatWindow(basis.night.fromHour, basis.night.fromHour + Math.round(basis.night.hoursParked)),
        mpkwh: numberFormat().format(basis.milesPerKwh),
      })
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
        {m.maxsave_automate_intro()}
      </p>
      {offPeak ? (
        <p>
          {(tariffs ? m.maxsave_automate_on : m.maxsave_automate_example)({
            plan: offPeak.planName,
            start: formatHour(offPeak.startHour),
            end: formatHour(offPeak.endHour),
            label: offPeak.label,
            price: formatCentsPerKwh(offPeak.usdPerKwh),
            season: offPeak.season !== "all" ? m.maxsave_in_season({ season: seasonWords(offPeak.season) }) : "",
          })}
        </p>
      ) : outside ? (
        <p data-testid="automate-outside">
          {m.maxsave_automate_outside()}
        </p>
      ) : (
        <p>{m.maxsave_automate_unknown()}</p>
      )}
      <Link to={automateHref}>{m.maxsave_automate_link()}</Link>
    </>
  );

  return (
    <>
      <section className="stack" aria-labelledby="comparison-title">
        <h2 id="comparison-title">{m.maxsave_comparison_title()}</h2>
        <p className="source-note">{note}</p>
        {tariffs ? (
          <PlanComparison tariffs={tariffs} annualMiles={annualMiles} milesPerKwh={milesPerKwh} {...(night ? { night } : {})} />
        ) : selection === null ? (
          <p>{m.maxsave_choose_above()}</p>
        ) : (
          <GenericRates annualMiles={annualMiles} milesPerKwh={milesPerKwh} efficiencySource={efficiencySourceText(inputs)} />
        )}
      </section>

      <Collapsible title={m.maxsave_tou_title()} headingLevel={2} className="card">
        {outside ? (
          <p>
            {m.maxsave_tou_outside()}
          </p>
        ) : (
          <>
            <p>
              {m.maxsave_tou_body()}
            </p>
            <TouBar />
          </>
        )}
      </Collapsible>

      {tariffs ? (
        <>
          <Collapsible title={m.maxsave_switch_title()} headingLevel={2} className="card">
            {getLocale() === "es" ? <p>{m.maxsave_in_english()}</p> : null}
            <p lang={getLocale() === "es" ? "en" : undefined}>{tariffs.switchInstructions}</p>
            <p className="source-note">{m.maxsave_switch_source({ date: formatIsoDay(utilityRates.dataGathered) })}</p>
          </Collapsible>
          <Collapsible title={m.maxsave_solar_title()} headingLevel={2} className="card">
            <p>
              {m.maxsave_solar_1()}
            </p>
            <p>
              {m.maxsave_solar_2()}
            </p>
          </Collapsible>
        </>
      ) : null}

      {isCustom || !tariffs ? (
        <section className="card stack" aria-labelledby="automate-title">
          <h2 id="automate-title">{m.maxsave_automate_title()}</h2>
          {automate}
        </section>
      ) : (
        <Collapsible title={m.maxsave_automate_title()} headingLevel={2} className="card">
          {automate}
        </Collapsible>
      )}
    </>
  );
}


function GenericRates({ annualMiles, milesPerKwh, efficiencySource }: { annualMiles: number; milesPerKwh: number; efficiencySource: string }) {
  return (
    <div className="stack" data-testid="generic-rates">
      <p className="alert alert--warning">{unsupportedMessage()}</p>
      <p>
        <Emphasis
          value={formatUsdWhole(annualChargingCost(annualMiles, FALLBACK_USD_PER_KWH, milesPerKwh))}
          sentence={(cost) => m.maxsave_generic_rough({ price: formatUsd(FALLBACK_USD_PER_KWH), miles: formatInteger(annualMiles), cost })}
        />
      </p>
      <GasEquivalentTable
        start={0.1}
        caption={m.maxsave_generic_caption()}
        milesPerKwh={milesPerKwh}
        efficiencySource={efficiencySource}
      />
    </div>
  );
}

/** Spec §9 split of the day: off-peak 50 %, part-peak 16.67 %, peak 20.83 %, part-peak 12.5 %. */
function TouBar() {
  const segments = [
    { label: m.maxsave_tou_off(), width: 50, tone: "off" },
    { label: m.maxsave_tou_part(), width: 16.67, tone: "part" },
    { label: m.maxsave_tou_peak(), width: 20.83, tone: "peak" },
    { label: m.maxsave_tou_part(), width: 12.5, tone: "part" },
  ];
  // The scale under the bar: "12am" in English as before, the shared hour words ("12 a. m.") in Spanish.
  const scale = getLocale() === "es" ? [0, 6, 12, 16, 21].map(formatHour) : ["12am", "6am", "12pm", "4pm", "9pm"];
  return (
    <figure className="tou-bar">
      <div className="tou-bar__track" role="img" aria-label={m.maxsave_tou_aria()}>
        {segments.map((s, i) => (
          <span key={i} className={`tou-bar__segment tou-bar__segment--${s.tone}`} style={{ width: `${s.width}%` }}>
            {s.width > 15 ? s.label : ""}
          </span>
        ))}
      </div>
      <div className="tou-bar__labels" aria-hidden="true">
        {scale.map((l) => (
          <span key={l}>{l}</span>
        ))}
      </div>
      <figcaption className="source-note">{m.maxsave_tou_caption()}</figcaption>
    </figure>
  );
}
