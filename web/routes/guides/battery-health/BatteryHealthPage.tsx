// Battery Health Tips (savings-tools-and-pages.md §2): the 20–80% sweet spot, park smart,
// precondition in the cold and additional tips. With a plan, the sweet spot is shown in miles.
import type { PageProps } from "../../../../domain/routes";
import {
  ADDITIONAL_TIPS,
  BATTERY_HEALTH_LEAD,
  BATTERY_SECTIONS,
  SWEET_SPOT,
  SWEET_SPOT_BODY,
  SWEET_SPOT_TITLE,
  sweetSpotMiles,
} from "../../../../domain/guides/battery-health";
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
    <GuideLayout id="battery-health" mode={mode} lead={BATTERY_HEALTH_LEAD} shareInputs={shareInputs} shared={shared}>
      <GuideSection id="bh-sweet" title={SWEET_SPOT_TITLE}>
        <div className="sweet-spot" aria-hidden="true">
          <span className="sweet-spot__zone" style={{ left: `${SWEET_SPOT.min}%`, width: `${SWEET_SPOT.max - SWEET_SPOT.min}%` }}>
            {SWEET_SPOT.min}–{SWEET_SPOT.max}%
          </span>
        </div>
        <div className="sweet-spot__scale" aria-hidden="true">
          <span>0%</span>
          <span>100%</span>
        </div>
        <p>{SWEET_SPOT_BODY}</p>
        {sweetMiles !== undefined ? (
          <p className="alert" data-testid="sweet-spot-miles">
            With a range of {inputs.evRange} miles, {SWEET_SPOT.min}–{SWEET_SPOT.max}% gives you about {sweetMiles} miles to
            use between charges.{" "}
            {daily > 0
              ? daily <= sweetMiles
                ? `Your usual ${Math.round(daily)} miles a day fit comfortably inside it.`
                : `Your usual ${Math.round(daily)} miles a day are more than that, so charge higher on the days you need to and plug in every night.`
              : ""}
          </p>
        ) : null}
      </GuideSection>

      {BATTERY_SECTIONS.map((section) => (
        <GuideSection key={section.id} id={`bh-${section.id}`} title={section.title}>
          <p>{section.body}</p>
        </GuideSection>
      ))}

      <GuideSection id="bh-more" title="Additional tips">
        <TipGrid tips={ADDITIONAL_TIPS} />
      </GuideSection>
    </GuideLayout>
  );
}
