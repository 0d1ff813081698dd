// The sentences that explain a plan's money: the range of the verdict, where the public price
// comes from, which efficiency and which charging hours it assumes. Pure, so the plan's screens,
// the calculator's "your plan" line and the Worker's previews word the same figures the same way.
import { numberFormat } from "../i18n/format";
import * as m from "../i18n/messages";
import { formatUsd, formatUsdWhole, formatWindow } from "../rates/format";
import type { PlanMoney } from "./model";

const oneDecimal = (value: number) => numberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(Math.round(value * 10) / 10);

/**
 * "Between $31 and $58 a month; the public charging price and your car's efficiency decide it." Null when
 * nothing we assume moves the total by a dollar.
 */
export function verdictRangeLine(money: Pick<PlanMoney, "range">): string | null {
  const { evMonthly, decidedBy } = money.range;
  if (evMonthly.high - evMonthly.low < 1 || decidedBy.length === 0) return null;
  const what = decidedBy.reduce((first, second) => m.plan_and({ first, second }));
  const figures = { low: formatUsdWhole(evMonthly.low), high: formatUsdWhole(evMonthly.high), what };
  return decidedBy.length > 1 ? m.plan_verdict_range_many(figures) : m.plan_verdict_range_one(figures);
}

/** Said plainly when gas could come out cheaper, or already does. Null when electric is cheaper at both ends. */
export function gasCheaperLine(money: Pick<PlanMoney, "range" | "difference">): string | null {
  if (money.difference.monthly < 0) {
    return m.plan_gas_cheaper_now({ amount: formatUsdWhole(-money.difference.monthly) });
  }
  if (money.range.gasCouldBeCheaper) {
    return m.plan_gas_cheaper_high_end({ amount: formatUsdWhole(-money.range.differenceMonthly.low) });
  }
  return null;
}

/** "$0.55 a kWh, near you, from 12 stations" */
export function publicPriceLine(money: Pick<PlanMoney, "publicCharging" | "publicPrice">): string {
  return m.plan_public_price_line({ price: formatUsd(money.publicCharging.usdPerKwh), label: money.publicPrice.label });
}

/**
 * "2.7 miles per kWh, the median of 78 2025–26 battery-electric models; most do 2.0–3.4." or
 * "3.8 miles per kWh, your own figure."
 */
export function efficiencyLine(money: Pick<PlanMoney, "assumptions" | "efficiency">, evType: string): string {
  const value = money.assumptions.milesPerKwh.value;
  if (money.efficiency.kind === "own") return m.plan_efficiency_own({ value: oneDecimal(value) });
  const figures = {
    value: oneDecimal(value),
    models: String(money.efficiency.models),
    low: oneDecimal(money.efficiency.typicalLow),
    high: oneDecimal(money.efficiency.typicalHigh),
  };
  return evType === "PHEV" ? m.plan_efficiency_typical_phev(figures) : m.plan_efficiency_typical_bev(figures);
}

const hoursText = (hours: number) => {
  const rounded = Math.round(hours * 10) / 10;
  const text = rounded === Math.round(rounded) ? String(Math.round(rounded)) : numberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rounded);
  return m.plan_hours({ count: rounded, countText: text });
};

/**
 * "Charging 7 nights a week, about 1.4 hours a night, in the hours you are parked (11 p.m.–7 a.m.)."
 * plus, on a time-of-use plan, how much falls outside its cheapest window. Null without home charging.
 */
export function scheduleLine(money: Pick<PlanMoney, "schedule" | "home">): string | null {
  const schedule = money.schedule;
  if (!schedule || money.home.kind === "none") return null;
  const nights = schedule.nightsAnswered
    ? m.plan_nights_a_week({ count: schedule.nightsPerWeek })
    : m.plan_nights_a_week_default({ count: schedule.nightsPerWeek });
  const base = m.plan_schedule_base({ nights, hours: hoursText(schedule.hoursPerNight), window: formatWindow(schedule.fromHour, schedule.untilHour) });
  if (money.home.kind !== "tariff") return base;
  const counted = money.home.counted === "ev" && money.home.ev ? money.home.ev : money.home.standard;
  const beyond = Math.round(counted.beyondCheapestShare * 100);
  return beyond > 0
    ? m.plan_schedule_beyond({ base, beyond: String(beyond), plan: counted.planName })
    : m.plan_schedule_fits({ base, plan: counted.planName });
}
