// Maximize Your EV Range (savings-tools-and-pages.md §2): four tip cards, quick tips and the PHEV
// note. With a plan's EV type and range, the cold-weather card shows what that range becomes.
import type { PageProps } from "../../../../domain/routes";
import { coldWeatherRange, drivingTipsLead, PHEV_ELECTRIC_RANGE, quickTips, RANGE_TIP_CARDS } from "../../../../domain/guides/driving-tips";
import { formatInteger } from "../../../../domain/i18n/format";
import * as m from "../../../../domain/i18n/messages";
import { GuideLayout, GuideSection, TipGrid } from "../../../components/guide/GuideLayout";
import { useGuideInputs } from "../../../components/guide/useGuideInputs";

export default function DrivingTipsPage({ mode = "task" }: PageProps) {
  const { inputs, shared } = useGuideInputs("driving-tips");
  // Only personalise for a plan that has an EV: a fresh visitor's default range is not "their" range.
  const hasEv = inputs.evType === "BEV" || inputs.evType === "PHEV";
  const cold = hasEv ? coldWeatherRange(inputs.evRange ?? 0) : undefined;
  const shareInputs = hasEv ? { evType: inputs.evType, evRange: inputs.evRange } : {};

  return (
    <GuideLayout id="driving-tips" mode={mode} lead={drivingTipsLead()} shareInputs={shareInputs} shared={shared}>
      <GuideSection id="dt-cards" title={m.guide_driving_cards_title()}>
        <TipGrid tips={RANGE_TIP_CARDS} />
        {cold ? (
          <p className="alert" data-testid="cold-range">
            {(inputs.evType === "PHEV" ? m.guide_driving_cold_phev : m.guide_driving_cold_bev)({
              range: formatInteger(inputs.evRange ?? 0),
              low: formatInteger(cold.low),
              high: formatInteger(cold.high),
            })}
          </p>
        ) : null}
      </GuideSection>

      <GuideSection id="dt-quick" title={m.guide_driving_quick_title()}>
        <ul className="guide-list">
          {quickTips().map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </GuideSection>

      <GuideSection id="dt-phev" title={m.guide_driving_phev_title()}>
        <p>{m.guide_driving_phev_body({ min: PHEV_ELECTRIC_RANGE.min, max: PHEV_ELECTRIC_RANGE.max })}</p>
      </GuideSection>
    </GuideLayout>
  );
}
