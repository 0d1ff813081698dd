// The EV vs gas calculator beside the person's plan (issue 23, "One cost engine"). The calculator is
// the spec's formula (every mile at one electricity price, savings-tools-and-pages.md §3); the plan
// prices the person's own week (home hours on their utility's plan, public miles, a hybrid's gas).
// When the person has a plan, the calculator opens ON the plan (issue 33): its headline is the plan's
// one figure (planForCalculator), its electricity price is what the plan pays per kWh (public prices
// for a person without home charging), and every assumption behind the verdict is listed. Once the
// person moves a slider, the calculator is their what-if: the plan's figure then stands beside it
// with the reasons they differ in plain words (whyPlanDiffers), so no two screens disagree silently.
import { formatInteger, numberFormat } from "../i18n/format";
import * as m from "../i18n/messages";
import { formatCents, formatIsoDate, formatUsd, formatUsdWhole } from "../rates/format";
import { showAffordabilityCard, type CalculatorInputs, type CalculatorResult } from "../savings/calculator";
import type { PlanMoney } from "./model";
import { efficiencyLine, gasCheaperLine, publicPriceLine, verdictRangeLine } from "./money-words";

const cents = formatCents;
const miles = (value: number) => formatInteger(value);
const oneDecimal = (value: number) => numberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);

/**
 * Why the plan's electric cost differs from the calculator's, each reason one sentence. Empty when
 * they price the same miles the same way.
 */
export function whyPlanDiffers(money: PlanMoney, calculator: CalculatorInputs, _stateName: string): string[] {
  const reasons: string[] = [];
  const calculatorPrice = calculator.electricityCentsPerKwh / 100;
  if (Math.round(calculator.annualMiles) !== Math.round(money.miles.yearly)) {
    reasons.push(m.plan_calc_miles_differ({ calc: miles(calculator.annualMiles), plan: miles(money.miles.yearly) }));
  }
  const planEfficiency = money.assumptions.milesPerKwh.value;
  if (Math.abs(calculator.milesPerKwh - planEfficiency) >= 0.05) {
    const figures = { calc: oneDecimal(calculator.milesPerKwh), plan: oneDecimal(planEfficiency) };
    reasons.push(money.efficiency.kind === "own" ? m.plan_calc_efficiency_differ_own(figures) : m.plan_calc_efficiency_differ_typical(figures));
  }
  // The calculator opens on the plan's average price per kWh (planForCalculator); only a price moved
  // away from it needs the plan's pricing explained.
  const planPrice = planElectricUsdPerKwh(money);
  if (Math.abs(planPrice - calculatorPrice) >= 0.0005) {
    const home = money.home;
    if (home.kind === "tariff" && money.miles.home > 0) {
      const counted = home.counted === "ev" && home.ev ? home.ev : home.standard;
      reasons.push(
        m.plan_calc_home_tariff({
          miles: miles(money.miles.home),
          utility: home.utilityName,
          plan: counted.planName,
          price: cents(counted.usdPerKwh),
          calc: cents(calculatorPrice),
        }),
      );
    } else if (home.kind === "state-average" && money.miles.home > 0) {
      reasons.push(m.plan_calc_home_state({ price: cents(home.usdPerKwh), calc: cents(calculatorPrice) }));
    } else if (home.kind === "flat" && money.miles.home > 0) {
      reasons.push(m.plan_calc_home_flat({ price: cents(home.price.usdPerKwh), label: home.price.label, calc: cents(calculatorPrice) }));
    }
    if (money.miles.public > 0) {
      reasons.push(
        m.plan_calc_public({
          miles: miles(money.miles.public),
          price: formatUsd(money.publicCharging.usdPerKwh),
          label: money.publicPrice.label,
          calc: cents(calculatorPrice),
        }),
      );
    }
  }
  if (money.hybridGas && money.miles.gas > 0) {
    reasons.push(m.plan_calc_hybrid_gas({ miles: miles(money.miles.gas), mpg: money.hybridGas.mpgLabel, yearly: formatUsdWhole(money.hybridGas.yearly) }));
  }
  return reasons;
}

/** What the calculator shows when it follows the person's plan. */
export interface PlanForCalculator {
  /**
   * Where its sliders start: the plan's miles, efficiency, mpg and gas price, and the price the plan
   * pays per kWh of electricity, on average over home and public charging. For a battery EV the
   * spec's formula on these inputs gives the plan's yearly figure (to rounding).
   */
  inputs: CalculatorInputs;
  /** The plan's own figures in the calculator's shape: the headline, cards and 5-year figure read these. */
  result: CalculatorResult;
  /** Where the electricity price comes from, in words. */
  priceBasis: string;
  /** Every assumption the verdict rests on, one sentence each. */
  basis: string[];
  /** The range of the electric cost where what we assume moves it (verdictRangeLine), else null. */
  range: string | null;
  /** Said plainly when gas costs less now or could at the range's high end (gasCheaperLine), else null. */
  gasCheaper: string | null;
}

const milesText = (value: number) => m.plan_miles({ count: Math.round(value), countText: miles(value) });

/**
 * The calculator's view of a plan, read from the plan's money (the one figure): null when the plan
 * drives no miles (the calculator then has nothing to show).
 *
 * The electricity price is the plan's electric dollars over its electric kWh: Brooklyn's plan
 * without home charging pays $800 for 4,000 ÷ 2.7 = 1,481.48 kWh of public charging, 54.0¢ a kWh,
 * not New York's 22.25¢ home average the calculator opened on before.
 */
export function planForCalculator(money: PlanMoney, evType: string): PlanForCalculator | null {
  const yearly = money.miles.yearly;
  if (!(yearly > 0)) return null;
  const milesPerKwh = money.assumptions.milesPerKwh.value;
  const mpg = money.assumptions.mpg.value;
  const gasUsdPerGallon = money.gasCar.usdPerGallon;
  const usdPerKwh = planElectricUsdPerKwh(money);

  const evAnnualCost = money.evTotal.yearly;
  const gasAnnualCost = money.gasCar.yearly;
  const annualSavings = money.difference.yearly;
  const evCostPerMile = evAnnualCost / yearly;
  const fiveYearSavings = annualSavings * 5;
  const result: CalculatorResult = {
    evCostPerMile,
    gasCostPerMile: gasUsdPerGallon / mpg,
    evAnnualCost,
    gasAnnualCost,
    evMonthlyCost: money.evTotal.monthly,
    gasMonthlyCost: money.gasCar.monthly,
    annualSavings,
    savingsPercentage: gasAnnualCost > 0 ? (annualSavings / gasAnnualCost) * 100 : 0,
    evEquivalentGallonPrice: evCostPerMile * mpg,
    fiveYearSavings,
    tenYearSavings: annualSavings * 10,
    showAffordability: showAffordabilityCard(annualSavings, fiveYearSavings),
  };
  return {
    inputs: { electricityCentsPerKwh: usdPerKwh * 100, gasUsdPerGallon, annualMiles: yearly, milesPerKwh, mpg },
    result,
    priceBasis: priceBasisText(money, usdPerKwh),
    basis: verdictBasis(money, evType),
    range: verdictRangeLine(money),
    gasCheaper: gasCheaperLine(money),
  };
}

/**
 * What the plan pays per kWh of electricity, on average over its home and public charging (before
 * any rounding): the price the calculator opens on. A plan that charges nothing (a hybrid that
 * never plugs in) pays its home price, or else the public one, per kWh it would charge.
 */
export function planElectricUsdPerKwh(money: PlanMoney): number {
  const milesPerKwh = money.assumptions.milesPerKwh.value;
  const homePrice = homeUsdPerKwh(money);
  const homeKwh = homePrice === null ? 0 : money.miles.home / milesPerKwh;
  const publicKwh = money.miles.public / milesPerKwh;
  const kwh = homeKwh + publicKwh;
  if (!(kwh > 0)) return homePrice ?? money.publicCharging.usdPerKwh;
  return (homeKwh * (homePrice ?? 0) + publicKwh * money.publicCharging.usdPerKwh) / kwh;
}

function homeUsdPerKwh(money: PlanMoney): number | null {
  const home = money.home;
  if (home.kind === "tariff") return (home.counted === "ev" && home.ev ? home.ev : home.standard).usdPerKwh;
  if (home.kind === "state-average") return home.usdPerKwh;
  if (home.kind === "flat") return home.price.usdPerKwh;
  return null;
}

/** "on SDG&E's EV-TOU-5 in the hours you are parked, about 11.99¢ a kWh" / "at New York's average home price, 22.3¢ a kWh" */
function homePriceText(money: PlanMoney): string | null {
  const home = money.home;
  if (home.kind === "tariff") {
    const counted = home.counted === "ev" && home.ev ? home.ev : home.standard;
    return m.plan_home_price_tariff({ utility: home.utilityName, plan: counted.planName, price: cents(counted.usdPerKwh) });
  }
  if (home.kind === "state-average") {
    return home.isNationalDefault
      ? m.plan_home_price_us_default({ price: cents(home.usdPerKwh) })
      : m.plan_home_price_state({ state: home.stateName ?? "", price: cents(home.usdPerKwh) });
  }
  if (home.kind === "flat") return m.plan_home_price_flat({ price: cents(home.price.usdPerKwh), label: home.price.label });
  return null;
}

function priceBasisText(money: PlanMoney, usdPerKwh: number): string {
  const home = homePriceText(money);
  const publicText = m.plan_basis_public({ miles: milesText(money.miles.public), line: publicPriceLine(money) });
  const gas = money.hybridGas && money.miles.gas > 0 ? ` ${m.plan_basis_gas_apart({ miles: milesText(money.miles.gas) })}` : "";
  if (money.miles.home > 0 && money.miles.public > 0 && home) {
    return `${m.plan_basis_average({ price: cents(usdPerKwh), homeMiles: milesText(money.miles.home), home, public: publicText })}${gas}`;
  }
  if (money.miles.home > 0 && home) return `${m.plan_basis_home_only({ home })}${gas}`;
  if (money.miles.public > 0) {
    if (money.home.kind === "none") return `${m.plan_basis_no_home({ public: publicText })}${gas}`;
    return `${m.plan_basis_public_only({ public: `${publicText.charAt(0).toUpperCase()}${publicText.slice(1)}` })}${gas}`;
  }
  return `${m.plan_basis_no_electric()}${gas}`;
}

function verdictBasis(money: PlanMoney, evType: string): string[] {
  const { yearly, home, public: publicMiles, gas } = money.miles;
  const where = ([
    home > 0 ? m.plan_where_home({ miles: milesText(home) }) : null,
    publicMiles > 0 ? m.plan_where_public({ miles: milesText(publicMiles) }) : null,
    gas > 0 ? m.plan_where_gas({ miles: milesText(gas) }) : null,
  ] as (string | null)[]).filter((part): part is string => part !== null);
  const homePrice = homePriceText(money);
  const gasCar = money.gasCar;
  const gasWhere = gasCar.isNationalDefault
    ? m.plan_gas_where_us_default()
    : m.plan_gas_where_state({ state: gasCar.stateName ?? "", date: formatIsoDate(gasCar.provenance.asOf) });
  const gasCarFigures = { mpg: String(money.assumptions.mpg.value), price: formatUsd(gasCar.usdPerGallon), where: gasWhere };
  return [
    where.length > 0 ? m.plan_verdict_miles_where({ miles: milesText(yearly), where: where.join(", ") }) : m.plan_verdict_miles({ miles: milesText(yearly) }),
    ...(home > 0 && homePrice ? [m.plan_verdict_home({ home: homePrice })] : []),
    ...(publicMiles > 0 ? [m.plan_verdict_public({ line: publicPriceLine(money) })] : []),
    m.plan_verdict_efficiency({ line: efficiencyLine(money, evType) }),
    ...(money.hybridGas && gas > 0 ? [m.plan_verdict_hybrid_gas({ mpg: money.hybridGas.mpgLabel, price: formatUsd(money.hybridGas.usdPerGallon) })] : []),
    money.assumptions.mpg.isDefault ? m.plan_verdict_gas_car_typical(gasCarFigures) : m.plan_verdict_gas_car_own(gasCarFigures),
  ];
}
