// Automate Your Charging (savings-tools-and-pages.md §2): "Charge Smart Save Money" with the
// time-of-use bar, "Schedule in 3 Easy Steps", "Plug In Anytime" and Pro Tips. When the plan's ZIP
// has a utility with tariff data, its EV plan's cheapest window replaces the generic off-peak line;
// a ZIP outside California gets advice that holds anywhere instead of California's example day.
import { href, type PageProps } from "../../../../domain/routes";
import { Link } from "react-router";
import {
  AUTOMATE_CHARGING_LEAD,
  formatHourWindow,
  GENERIC_OFF_PEAK,
  OUTSIDE_CALIFORNIA_OFF_PEAK,
  PLUG_IN_ANYTIME,
  PRO_TIPS,
  SCHEDULE_STEPS,
} from "../../../../domain/guides/automate-charging";
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
    <GuideLayout id="automate-charging" mode={mode} lead={AUTOMATE_CHARGING_LEAD} shareInputs={{ zipCode: inputs.zipCode ?? "" }} shared={shared}>
      <div className="grid automate-cards">
        <section className="card automate-card automate-card--wide" aria-labelledby="ac-smart-title">
          <h2 id="ac-smart-title">Charge Smart Save Money</h2>
          <p>
            On a time-of-use plan, the same kilowatt-hour costs less at some hours than others. Charging in the
            cheapest hours is the easiest saving an EV offers.
          </p>
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
                title={`${utilityName(windows[0]!.utility)} ${windows[0]!.window.planName}, weekdays ${day.monthsLabel}`}
              />
            ))
          ) : (
            <TimeOfUseBar title="Example day (a typical California time-of-use plan; your utility's hours may differ)" />
          )}
          {outsideCalifornia ? null : windows.length > 0 ? (
            <UtilityWindows windows={windows} zip={zip5} />
          ) : (
            <p className="automate-offpeak">
              <strong>{GENERIC_OFF_PEAK}.</strong> Your utility's hours may differ: check your bill or your plan's
              page.
            </p>
          )}
        </section>

        <section className="card automate-card" aria-labelledby="ac-steps-title">
          <h2 id="ac-steps-title">Schedule in 3 Easy Steps</h2>
          <StepList steps={SCHEDULE_STEPS} />
          <p>
            Not sure which plan is cheapest for you? <Link to={savingsPath}>Compare rate plans</Link>.
          </p>
        </section>

        <section className="card automate-card" aria-labelledby="ac-anytime-title">
          <h2 id="ac-anytime-title">Plug In Anytime</h2>
          <p>{PLUG_IN_ANYTIME}</p>
        </section>
      </div>

      <GuideSection id="ac-pro" title="Pro Tips">
        <TipGrid tips={PRO_TIPS} />
      </GuideSection>
    </GuideLayout>
  );
}

function UtilityWindows({ windows, zip }: { windows: UtilityOffPeak[]; zip: string }) {
  return (
    <div className="automate-offpeak" data-testid="utility-offpeak">
      {windows.length > 1 ? (
        <p>ZIP {zip} is served by more than one utility. Check your bill to see which one is yours.</p>
      ) : null}
      {windows.map(({ utility, window: offPeak }) => {
        const price = `$${offPeak.usdPerKwh.toFixed(2)}/kWh`;
        const days = offPeak.days === "weekday" ? " on weekdays" : " every day";
        const asOf = offPeak.effectiveDate ? `Rates effective ${offPeak.effectiveDate}` : offPeak.sourceDate ? `Source dated ${offPeak.sourceDate}` : "Date not published";
        return (
          <div key={utility} className="automate-offpeak__utility">
            <p>
              <strong>
                On {utilityName(utility)}'s {offPeak.planName} plan, the cheapest hours run{" "}
                {formatHourWindow(offPeak.startHour, offPeak.endHour)}
              </strong>{" "}
              ({offPeak.label}, {price}
              {days}
              {offPeak.season !== "all" ? `, ${offPeak.season}` : ""}). Schedule charging to start inside that
              window.
            </p>
            <p className="source-note">
              {asOf}; source: {offPeak.sourceLabel}. Prices change: check {utilityName(utility)}'s site before you
              switch plans.
            </p>
          </div>
        );
      })}
    </div>
  );
}

