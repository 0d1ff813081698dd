// The EV vs gas calculator beside the person's plan (issue 23, "One cost engine"). The calculator is
// the spec's formula (every mile at one electricity price, savings-tools-and-pages.md §3); the plan
// prices the person's own week (home hours on their utility's plan, public miles, a hybrid's gas).
// When both are on screen, the plan's figure stands beside the calculator's with the reasons they
// differ in plain words, so no two screens disagree silently.
import { formatUsd, formatUsdWhole } from "../rates/format";
import type { CalculatorInputs } from "../savings/calculator";
import type { PlanMoney } from "./plan-model";

const cents = (usdPerKwh: number) => `${(usdPerKwh * 100).toFixed(1)}¢`;
const miles = (value: number) => Math.round(value).toLocaleString("en-US");

/**
 * Why the plan's electric cost differs from the calculator's, each reason one sentence. Empty when
 * they price the same miles the same way.
 */
export function whyPlanDiffers(money: PlanMoney, calculator: CalculatorInputs, _stateName: string): string[] {
  const reasons: string[] = [];
  const calculatorPrice = calculator.electricityCentsPerKwh / 100;
  if (Math.round(calculator.annualMiles) !== Math.round(money.miles.yearly)) {
    reasons.push(`The calculator is set to ${miles(calculator.annualMiles)} miles a year; your plan drives ${miles(money.miles.yearly)}.`);
  }
  const planEfficiency = money.assumptions.milesPerKwh.value;
  if (Math.abs(calculator.milesPerKwh - planEfficiency) >= 0.05) {
    reasons.push(
      `The calculator uses ${calculator.milesPerKwh.toFixed(1)} miles per kWh; your plan uses ${planEfficiency.toFixed(1)} (${money.efficiency.kind === "own" ? "your car's figure" : "the typical 2025–26 model"}).`,
    );
  }
  const home = money.home;
  if (home.kind === "tariff" && money.miles.home > 0) {
    const counted = home.counted === "ev" && home.ev ? home.ev : home.standard;
    reasons.push(
      `Your plan charges ${miles(money.miles.home)} miles a year at home on ${home.utilityName}'s ${counted.planName} in the hours you are parked, about ${cents(counted.usdPerKwh)} a kWh on average; the calculator prices every mile at ${cents(calculatorPrice)}, its electricity price above.`,
    );
  } else if (home.kind === "state-average" && money.miles.home > 0 && Math.abs(home.usdPerKwh - calculatorPrice) >= 0.0005) {
    reasons.push(`Your plan charges at home at ${cents(home.usdPerKwh)} a kWh; the calculator is set to ${cents(calculatorPrice)}.`);
  } else if (home.kind === "flat" && money.miles.home > 0 && Math.abs(home.price.usdPerKwh - calculatorPrice) >= 0.0005) {
    reasons.push(`Your plan charges at home at ${cents(home.price.usdPerKwh)} a kWh (${home.price.label}); the calculator is set to ${cents(calculatorPrice)}.`);
  }
  if (money.miles.public > 0) {
    reasons.push(
      `Your plan charges ${miles(money.miles.public)} miles a year in public at ${formatUsd(money.publicCharging.usdPerKwh)} a kWh (${money.publicPrice.label}); the calculator assumes every mile is charged at home.`,
    );
  }
  if (money.hybridGas && money.miles.gas > 0) {
    reasons.push(`Your plug-in hybrid drives ${miles(money.miles.gas)} miles a year on gas, beyond what its battery holds (${formatUsdWhole(money.hybridGas.yearly)} a year).`);
  }
  return reasons;
}
