// The og:image card of a shared plan (1200×630), as the element tree satori lays out. Built from
// the plan's inputs with the same domain functions as the page, so the preview image, the preview
// text and the page always agree. Plain objects, no JSX: satori only needs { type, props }.
import { batteryPercentDisplay, effectiveRange, hasPublicChargingCadence, setupOrDefault } from "../../domain/charging-plan/range-figures";
import { displayDailyMiles } from "../../domain/charging-plan/summary";
import type { UserInputs } from "../../domain/contracts/progress.schema";
import { planMoneyLine, type PlanModel } from "../../domain/charging-plan/model";
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH } from "../../domain/meta";
import { formatInteger } from "../../domain/i18n/format";
import * as m from "../../domain/i18n/messages";

// The size every og:image:width/height tag declares (domain/meta.ts): one number for both.
export const OG_WIDTH = OG_IMAGE_WIDTH;
export const OG_HEIGHT = OG_IMAGE_HEIGHT;
const GREEN = "#0b5f4a";
const GREEN_SOFT = "#e1f1eb";
const WARNING = "#8a4b00";
const MARGIN_X = 72;
const MARGIN_Y = 56;
const STAT_GAP = 24;

type Style = Record<string, string | number>;
export interface CardNode {
  type: string;
  props: { style: Style; children?: string | CardNode | (string | CardNode)[] };
}

const el = (type: string, style: Style, children?: CardNode["props"]["children"]): CardNode => ({
  type,
  props: { style: { display: "flex", ...style }, children },
});

const withStyle = (node: CardNode, style: Style): CardNode => ({ ...node, props: { ...node.props, style: { ...node.props.style, ...style } } });

function stat(value: string, label: string, color = GREEN): CardNode {
  return el(
    "div",
    {
      flexDirection: "column",
      justifyContent: "center",
      background: "#ffffff",
      borderRadius: 24,
      padding: "24px 32px",
      minHeight: 160,
    },
    [
      el("div", { fontSize: 72, fontWeight: 700, color, letterSpacing: -2, lineHeight: 1 }, value),
      el("div", { marginTop: 14, fontSize: 26, fontWeight: 400, color: "#14211d", lineHeight: 1.25 }, label),
    ],
  );
}

const SETUP_SHORT = { level1: () => m.worker_card_level1(), "240v": () => m.worker_card_240v(), level2: () => m.worker_card_level2() } as const;

/** `plan` is computePlan for the inputs and the ZIP's place (the route looks the place up). */
export function planCard(inputs: UserInputs, plan: PlanModel): CardNode {
  const result = plan.range;
  const battery = batteryPercentDisplay(result.percentBatteryUsedDaily);
  const setup = setupOrDefault(inputs.homeSetup);
  const vehicle = `${inputs.evType === "PHEV" ? m.worker_card_phev() : m.worker_card_bev()} · ${m.worker_card_range({ miles: formatInteger(effectiveRange(inputs)) })} · ${
    inputs.homeCharging === "yes" ? SETUP_SHORT[setup]() : m.worker_card_no_home()
  }`;
  const days = result.daysBetweenPublicCharging;
  const stats: CardNode[] = [
    stat(`${battery.shown}%`, battery.over100 ? m.worker_card_battery_over() : m.worker_card_battery_daily(), battery.atCap ? WARNING : GREEN),
  ];
  if (inputs.homeCharging === "yes") stats.push(stat(m.worker_card_recharged_value({ miles: formatInteger(result.milesRechargedDaily) }), m.worker_card_recharged()));
  stats.push(
    hasPublicChargingCadence(result)
      ? stat(m.worker_card_days({ count: days }), m.worker_card_between())
      : stat(m.worker_card_when_needed(), m.worker_card_public()),
  );

  // satori sizes boxes without counting padding, so the margins live on an inner frame of fixed size.
  const frame = { width: OG_WIDTH - 2 * MARGIN_X, height: OG_HEIGHT - 2 * MARGIN_Y };
  return el("div", { width: OG_WIDTH, height: OG_HEIGHT, background: GREEN, color: "#ffffff", fontFamily: "Inter" }, [
    el("div", { ...frame, margin: `${MARGIN_Y}px ${MARGIN_X}px`, flexDirection: "column" }, [
      el("div", { alignItems: "center", fontSize: 30, fontWeight: 700 }, [
        el(
          "div",
          { width: 48, height: 48, marginRight: 16, borderRadius: 14, background: "#ffffff", color: GREEN, alignItems: "center", justifyContent: "center", fontSize: 30 },
          "P",
        ),
        el("div", {}, "PlugPlan"),
        el("div", { marginLeft: 14, fontWeight: 400, color: GREEN_SOFT }, m.worker_card_tagline()),
      ]),
      el(
        "div",
        { marginTop: 36, fontSize: 64, fontWeight: 700, letterSpacing: -1.5, lineHeight: 1.1 },
        m.worker_card_heading({ miles: displayDailyMiles(inputs), zip: inputs.zipCode }),
      ),
      el("div", { marginTop: 12, fontSize: 30, fontWeight: 400, color: GREEN_SOFT }, vehicle),
      el("div", { marginTop: 16, fontSize: 34, fontWeight: 700 }, planMoneyLine(plan)),
      el(
        "div",
        { marginTop: "auto", width: frame.width },
        stats.map((node, index) => withStyle(node, { flexGrow: 1, flexBasis: 0, marginLeft: index === 0 ? 0 : STAT_GAP })),
      ),
    ]),
  ]);
}
