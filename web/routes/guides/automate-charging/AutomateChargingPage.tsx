// Automate Your Charging (savings-tools-and-pages.md §2): "Charge Smart Save Money" with the
// time-of-use bar, "Schedule in 3 Easy Steps", "Plug In Anytime" and Pro Tips. When the plan's ZIP
// has a utility with tariff data, its EV plan's cheapest window replaces the generic off-peak line;
// a ZIP outside California gets advice that holds anywhere instead of California's example day.
import { href, type PageProps } from "../../../../domain/routes";
import { Link } from "react-router";
import {
  automateChargingLead,
  formatHourWindow,
  genericOffPeak,
  OUTSIDE_CALIFORNIA_OFF_PEAK,
  plugInAnytime,
  PRO_TIPS,
  SCHEDULE_STEPS,
  tariffWord,
} from "../../../../domain/guides/automate-charging";
import { getLocale } from "../../../../domain/i18n/runtime";
import * as m from "../../../../domain/i18n/messages";
import { formatIsoDay } from "../../../../domain/i18n/format";
import { LANGUAGE_TAG } from "../../../../domain/i18n/locale";
import { formatUsd } from "../../../../domain/rates/format";
import { GuideLayout, GuideSection, TipGrid } from "../../../components/guide/GuideLayout";
import { StepList } from "../../../components/guide/StepList";
import { useGuideInputs } from "../../../components/guide/useGuideInputs";
import { useZipInfo } from "../../../lib/zip/useZipInfo";
import { TimeOfUseBar } from "./TimeOfUseBar";
import { useOffPeakWindows, type UtilityOffPeak } from "./useOffPeakWindows";
import { useProgress } from "../../../lib/progress/useProgress";
import { chosenUtility } from "../../../../domain/place/resolve";
import { utilityPlans } from "../../../../domain/place/utility-plans";
import { UtilityPlansNote } from "../../../components/place/UtilityPlansNote";
import "./automate-charging.css";

const UTILITY_NAMES: Partial<Record<string, string>> = { SDGE: "SDG&E" };
const utilityName = (key: string) => UTILITY_NAMES[key] ?? key;

// English keeps the rate data's own words ("Jun–Sep", "2026-03-01", as the English page always
// showed them); Spanish writes months and days with Intl for es-US ("jun–sept", "1 mar 2026").
const rateDay = (iso: string) => (getLocale() === "en" ? iso : formatIsoDay(iso));
function monthsLabel(months: readonly number[], english: string): string {
  if (getLocale() === "en") return english;
  if (months.length === 12) return m.guide_auto_months_all_year();
  const name = (month: number) => new Intl.DateTimeFormat(LANGUAGE_TAG[getLocale()], { month: "short", timeZone: "UTC" }).format(Date.UTC(2026, month - 1, 15));
  const first = months[0];
  const last = months[months.length - 1];
  if (first === undefined || last === undefined) return english;
  return first === last ? name(first) : `${name(first)}–${name(last)}`;
}

export default function AutomateChargingPage({ mode = "task" }: PageProps) {
  const { inputs, shared } = useGuideInputs("automate-charging");
  const zip5 = (inputs.zipCode ?? "").trim().slice(0, 5);
  const lookup = useZipInfo(zip5);
  const windows = useOffPeakWindows(lookup.status === "found" ? lookup.info?.utilities : undefined);
  // A ZIP found outside California: no California example day, plan or hours (issue 23).
  const outsideCalifornia = lookup.status === "found" && lookup.info !== undefined && lookup.info.state !== "CA";
  // The person's utility outside California (their pick where the ZIP has several, on their own plan's ZIP).
  const { inputs: own } = useProgress();
  const chosenKey = own.zipCode.trim() === zip5 ? own.electricUtility : undefined;
  const plans = outsideCalifornia && lookup.info ? utilityPlans(chosenUtility({ utilities: lookup.info.electric }, chosenKey)) : null;
  const savingsPath = mode === "task" ? href("maximize-savings-task") : href("maximize-savings-guide");

  return (
    <GuideLayout id="automate-charging" mode={mode} lead={automateChargingLead()} shareInputs={{ zipCode: inputs.zipCode ?? "" }} shared={shared}>
      <div className="grid automate-cards">
        <section className="card automate-card automate-card--wide" aria-labelledby="ac-smart-title">
          <h2 id="ac-smart-title">{m.guide_auto_smart_title()}</h2>
          <p>{m.guide_auto_smart_body()}</p>
          {outsideCalifornia ? (
            <div className="automate-offpeak" data-testid="outside-california-offpeak">
              <UtilityPlansNote plans={plans ?? { kind: "none" }} fallback={OUTSIDE_CALIFORNIA_OFF_PEAK} />
            </div>
          ) : windows[0] && windows[0].days.length > 0 ? (
            windows[0].days.map((day, index, days) => (
              <TimeOfUseBar
                key={day.months.join(",")}
                legend={index === days.length - 1}
                day={day.segments}
                ticks={day.ticks}
                title={m.guide_auto_bar_utility_title({
                  utility: utilityName(windows[0]!.utility),
                  plan: windows[0]!.window.planName,
                  months: monthsLabel(day.months, day.monthsLabel),
                })}
              />
            ))
          ) : (
            <TimeOfUseBar title={m.guide_auto_bar_example_title()} />
          )}
          {outsideCalifornia ? null : windows.length > 0 ? (
            <UtilityWindows windows={windows} zip={zip5} />
          ) : (
            <p className="automate-offpeak">
              <strong>{genericOffPeak()}.</strong> {m.guide_auto_generic_after()}
            </p>
          )}
        </section>

        <section className="card automate-card" aria-labelledby="ac-steps-title">
          <h2 id="ac-steps-title">{m.guide_auto_steps_title()}</h2>
          <StepList steps={SCHEDULE_STEPS} />
          <p>
            {m.guide_auto_compare_before()} <Link to={savingsPath}>{m.guide_auto_compare_link()}</Link>.
          </p>
        </section>

        <section className="card automate-card" aria-labelledby="ac-anytime-title">
          <h2 id="ac-anytime-title">{m.guide_auto_anytime_title()}</h2>
          <p>{plugInAnytime()}</p>
        </section>
      </div>

      <GuideSection id="ac-pro" title={m.guide_auto_pro_title()}>
        <TipGrid tips={PRO_TIPS} />
      </GuideSection>
    </GuideLayout>
  );
}

function UtilityWindows({ windows, zip }: { windows: UtilityOffPeak[]; zip: string }) {
  return (
    <div className="automate-offpeak" data-testid="utility-offpeak">
      {windows.length > 1 ? (
        <p>{m.guide_auto_several_utilities({ zip })}</p>
      ) : null}
      {windows.map(({ utility, window: offPeak }) => {
        const price = `${formatUsd(offPeak.usdPerKwh)}/kWh`;
        const days = offPeak.days === "weekday" ? m.guide_auto_days_weekday() : m.guide_auto_days_every();
        const asOf = offPeak.effectiveDate
          ? m.guide_auto_rates_effective({ date: rateDay(offPeak.effectiveDate) })
          : offPeak.sourceDate
            ? m.guide_auto_source_dated({ date: rateDay(offPeak.sourceDate) })
            : m.guide_auto_date_unpublished();
        return (
          <div key={utility} className="automate-offpeak__utility">
            <p>
              <strong>
                {m.guide_auto_cheapest_hours({
                  utility: utilityName(utility),
                  plan: offPeak.planName,
                  window: formatHourWindow(offPeak.startHour, offPeak.endHour),
                })}
              </strong>{" "}
              ({tariffWord(offPeak.label)}, {price}
              {days}
              {offPeak.season !== "all" ? `, ${tariffWord(offPeak.season)}` : ""}). {m.guide_auto_schedule_inside()}
            </p>
            <p className="source-note">
              {m.guide_auto_source_line({ asOf, source: offPeak.sourceLabel, utility: utilityName(utility) })}
            </p>
          </div>
        );
      })}
    </div>
  );
}

