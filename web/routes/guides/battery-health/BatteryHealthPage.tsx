// Battery Health Tips (savings-tools-and-pages.md §2): the 20–80% sweet spot, park smart,
// precondition in the cold and additional tips. With a plan, the sweet spot is shown in miles.
import type { PageProps } from "../../../../domain/routes";
import {
  ADDITIONAL_TIPS,
  batteryHealthLead,
  BATTERY_SECTIONS,
  SWEET_SPOT,
  sweetSpotBody,
  sweetSpotMiles,
  sweetSpotTitle,
} from "../../../../domain/guides/battery-health";
import { formatInteger } from "../../../../domain/i18n/format";
import * as m from "../../../../domain/i18n/messages";
import { GuideLayout, GuideSection, TipGrid } from "../../../components/guide/GuideLayout";
import { useGuideInputs } from "../../../components/guide/useGuideInputs";
import "./battery-health.css";

export default function BatteryHealthPage({ mode = "task" }: PageProps) {
  const { inputs, shared } = useGuideInputs("battery-health");
  const hasEv = inputs.evType === "BEV" || inputs.evType === "PHEV";
  const sweetMiles = hasEv ? sweetSpotMiles(inputs.evRange ?? 0) : undefined;
  const daily = inputs.dailyMiles ?? 0;
  const shareInputs = hasEv ? { evType: inputs.evType, evRange: inputs.evRange, dailyMiles: inputs.dailyMiles } : {};

  return (
    <GuideLayout id="battery-health" mode={mode} lead={batteryHealthLead()} shareInputs={shareInputs} shared={shared}>
      <GuideSection id="bh-sweet" title={sweetSpotTitle()}>
        <div className="sweet-spot" aria-hidden="true">
          <span className="sweet-spot__zone" style={{ left: `${SWEET_SPOT.min}%`, width: `${SWEET_SPOT.max - SWEET_SPOT.min}%` }}>
            {SWEET_SPOT.min}–{SWEET_SPOT.max}%
          </span>
        </div>
        <div className="sweet-spot__scale" aria-hidden="true">
          <span>0%</span>
          <span>100%</span>
        </div>
        <p>{sweetSpotBody()}</p>
        {sweetMiles !== undefined ? (
          <p className="alert" data-testid="sweet-spot-miles">
            {m.guide_battery_sweet_miles({
              range: formatInteger(inputs.evRange ?? 0),
              min: SWEET_SPOT.min,
              max: SWEET_SPOT.max,
              miles: formatInteger(sweetMiles),
            })}{" "}
            {daily > 0
              ? daily <= sweetMiles
                ? m.guide_battery_daily_fits({ daily: formatInteger(daily) })
                : m.guide_battery_daily_over({ daily: formatInteger(daily) })
              : ""}
          </p>
        ) : null}
      </GuideSection>

      {BATTERY_SECTIONS.map((section) => (
        <GuideSection key={section.id} id={`bh-${section.id}`} title={section.title}>
          <p>{section.body}</p>
        </GuideSection>
      ))}

      <GuideSection id="bh-more" title={m.guide_battery_more_title()}>
        <TipGrid tips={ADDITIONAL_TIPS} />
      </GuideSection>
    </GuideLayout>
  );
}
