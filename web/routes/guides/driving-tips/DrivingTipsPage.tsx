// Maximize Your EV Range (savings-tools-and-pages.md §2): four tip cards, quick tips and the PHEV
// note. With a plan's EV type and range, the cold-weather card shows what that range becomes.
import type { PageProps } from "../../../../domain/routes";
import {
  coldWeatherRange,
  DRIVING_TIPS_LEAD,
  PHEV_ELECTRIC_RANGE,
  QUICK_TIPS,
  RANGE_TIP_CARDS,
} from "../../../../domain/guides/driving-tips";
import { GuideLayout, GuideSection, TipGrid } from "../../../components/guide/GuideLayout";
import { useGuideInputs } from "../../../components/guide/useGuideInputs";

export default function DrivingTipsPage({ mode = "task" }: PageProps) {
  const { inputs, shared } = useGuideInputs("driving-tips");
  // Only personalise for a plan that has an EV: a fresh visitor's default range is not "their" range.
  const hasEv = inputs.evType === "BEV" || inputs.evType === "PHEV";
  const cold = hasEv ? coldWeatherRange(inputs.evRange ?? 0) : undefined;
  const shareInputs = hasEv ? { evType: inputs.evType, evRange: inputs.evRange } : {};

  return (
    <GuideLayout id="driving-tips" mode={mode} lead={DRIVING_TIPS_LEAD} shareInputs={shareInputs} shared={shared}>
      <GuideSection id="dt-cards" title="Four ways to go further">
        <TipGrid tips={RANGE_TIP_CARDS} />
        {cold ? (
          <p className="alert" data-testid="cold-range">
            With {inputs.evType === "PHEV" ? "an electric range" : "a range"} of {inputs.evRange} miles, plan on roughly{" "}
            {cold.low}–{cold.high} miles on cold winter days.
          </p>
        ) : null}
      </GuideSection>

      <GuideSection id="dt-quick" title="Quick tips">
        <ul className="guide-list">
          {QUICK_TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </GuideSection>

      <GuideSection id="dt-phev" title="Driving a plug-in hybrid?">
        <p>
          Plug-in hybrids typically have {PHEV_ELECTRIC_RANGE.min}–{PHEV_ELECTRIC_RANGE.max} miles of electric range,
          enough for most daily trips. Plug in every night to drive on electricity as much as you can; the same habits
          above stretch those electric miles further before the gas engine takes over.
        </p>
      </GuideSection>
    </GuideLayout>
  );
}
