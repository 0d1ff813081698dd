// The sentences that explain a plan's money: the range of the verdict, where the public price
// comes from, which efficiency and which charging hours it assumes. Pure, so the plan's screens,
// the calculator's "your plan" line and the Worker's previews word the same figures the same way.
import { formatUsd, formatUsdWhole, formatWindow } from "../rates/format";
import type { PlanMoney } from "./model";

const oneDecimal = (value: number) => (Math.round(value * 10) / 10).toFixed(1);

/**
 * "Between $31 and $58 a month; the public charging price and your car's efficiency decide it." Null when
 * nothing we assume moves the total by a dollar.
 */
export function verdictRangeLine(money: Pick<PlanMoney, "range">): string | null {
  const { evMonthly, decidedBy } = money.range;
  if (evMonthly.high - evMonthly.low < 1 || decidedBy.length === 0) return null;
  const what = decidedBy.join(" and ");
  return `Between ${formatUsdWhole(evMonthly.low)} and ${formatUsdWhole(evMonthly.high)} a month; ${what} ${decidedBy.length > 1 ? "decide" : "decides"} it.`;
}

/** Said plainly when gas could come out cheaper, or already does. Null when electric is cheaper at both ends. */
export function gasCheaperLine(money: Pick<PlanMoney, "range" | "difference">): string | null {
  if (money.difference.monthly < 0) {
    return `At these prices a gas car would cost you less: about ${formatUsdWhole(-money.difference.monthly)} a month less.`;
  }
  if (money.range.gasCouldBeCheaper) {
    return `At the high end of that range a gas car would cost less, by about ${formatUsdWhole(-money.range.differenceMonthly.low)} a month. Cheaper public chargers or charging at home change that.`;
  }
  return null;
}

/** "$0.55 a kWh, near you, from 12 stations" */
export function publicPriceLine(money: Pick<PlanMoney, "publicCharging" | "publicPrice">): string {
  return `${formatUsd(money.publicCharging.usdPerKwh)} a kWh, ${money.publicPrice.label}`;
}

/**
 * "2.7 miles per kWh, the median of 78 2025–26 battery-electric models; most do 2.0–3.4." or
 * "3.8 miles per kWh, your own figure."
 */
export function efficiencyLine(money: Pick<PlanMoney, "assumptions" | "efficiency">, evType: string): string {
  const value = money.assumptions.milesPerKwh.value;
  if (money.efficiency.kind === "own") return `${oneDecimal(value)} miles per kWh, your car's figure.`;
  const kind = evType === "PHEV" ? "plug-in hybrids on electricity" : "battery-electric models";
  return `${oneDecimal(value)} miles per kWh, the median of ${money.efficiency.models} 2025–26 ${kind} (EPA); most do ${oneDecimal(
    money.efficiency.typicalLow,
  )}–${oneDecimal(money.efficiency.typicalHigh)}. Pick your car in the plan's EV details for its own figure.`;
}

const hoursText = (hours: number) => {
  const rounded = Math.round(hours * 10) / 10;
  return `${rounded === Math.round(rounded) ? Math.round(rounded) : rounded.toFixed(1)} ${rounded === 1 ? "hour" : "hours"}`;
};

/**
 * "Charging 7 nights a week, about 1.4 hours a night, in the hours you are parked (11 p.m.–7 a.m.)."
 * plus, on a time-of-use plan, how much falls outside its cheapest window. Null without home charging.
 */
export function scheduleLine(money: Pick<PlanMoney, "schedule" | "home">): string | null {
  const schedule = money.schedule;
  if (!schedule || money.home.kind === "none") return null;
  const nights = `${schedule.nightsPerWeek} ${schedule.nightsPerWeek === 1 ? "night" : "nights"} a week${schedule.nightsAnswered ? "" : " (every night the car is home)"}`;
  const base = `Charging ${nights}, about ${hoursText(schedule.hoursPerNight)} a night, in the hours you are parked (${formatWindow(schedule.fromHour, schedule.untilHour)}).`;
  if (money.home.kind !== "tariff") return base;
  const counted = money.home.counted === "ev" && money.home.ev ? money.home.ev : money.home.standard;
  const beyond = Math.round(counted.beyondCheapestShare * 100);
  return beyond > 0
    ? `${base} About ${beyond}% of that charging falls outside ${counted.planName}'s cheapest window and is priced at the next one.`
    : `${base} All of it fits in ${counted.planName}'s cheapest hours.`;
}
