// The person's own plan beside the calculator (lazy chunk: the plan model with its tariff, price and
// incentive data). It hands the page the plan's view (planForCalculator: the price the plan pays per
// kWh, its own figures and every assumption), which the calculator follows until the person moves a
// slider (issue 33); after that the calculator is their what-if, and this card shows the plan's
// figure beside it with the reasons they differ, so no two screens disagree silently.
import { useEffect } from "react";
import { Link } from "react-router";
import { href } from "../../../domain/routes";
import type { UserInputs } from "../../../domain/contracts/progress.schema";
import { planForCalculator, whyPlanDiffers, type PlanForCalculator } from "../../../domain/charging-plan/calculator-vs-plan";
import { computePlan } from "../../../domain/charging-plan/model";
import type { CalculatorInputs } from "../../../domain/savings/calculator";
import { formatUsdWhole } from "../../../domain/rates/format";
import * as m from "../../../domain/i18n/messages";
import { Emphasis } from "../../components/ui/Emphasis";
import { usePlanPlace } from "../../lib/charging-plan/usePlanPlace";

export interface YourPlanBesideProps {
  inputs: UserInputs;
  calculator: CalculatorInputs;
  stateName: string;
  /** The calculator's own electric cost a year (its formula on the sliders), to say whether the two agree. */
  calculatorEvYearly: number | null;
  /** The calculator shows the plan's own figures (nothing moved yet): no reasons to give. */
  followsPlan: boolean;
  /** Receives the plan's view after each render (the page keeps it when unchanged). */
  onPlanView: (view: PlanForCalculator) => void;
}

export default function YourPlanBeside({ inputs, calculator, stateName, calculatorEvYearly, followsPlan, onPlanView }: YourPlanBesideProps) {
  const place = usePlanPlace(inputs);
  const money = place === "loading" ? null : computePlan(inputs, place, new Date().toISOString().slice(0, 10)).money;
  const view = money ? planForCalculator(money, inputs.evType) : null;
  useEffect(() => {
    if (view) onPlanView(view);
  });
  if (!money) return followsPlan ? null : <p role="status">{m.calc_working()}</p>;
  const reasons = whyPlanDiffers(money, calculator, stateName);
  const same = followsPlan || (calculatorEvYearly !== null && Math.round(calculatorEvYearly) === money.evTotal.yearly) || reasons.length === 0;
  return (
    <section className="card stack" aria-labelledby="your-plan-beside" data-testid="your-plan-beside">
      <h3 id="your-plan-beside">{m.calc_beside_title()}</h3>
      <p data-testid="your-plan-figures">
        <Emphasis
          value={m.calc_beside_monthly({ amount: formatUsdWhole(money.evTotal.monthly) })}
          sentence={(monthly) => m.calc_beside_figures({ monthly, yearly: formatUsdWhole(money.evTotal.yearly), gasMonthly: formatUsdWhole(money.gasCar.monthly) })}
        />{" "}
        {money.difference.monthly >= 0
          ? m.calc_beside_keep({ amount: formatUsdWhole(money.difference.monthly) })
          : m.calc_beside_more({ amount: formatUsdWhole(-money.difference.monthly) })}
      </p>
      {!followsPlan && view?.range ? <p>{view.range}</p> : null}
      {!followsPlan && view?.gasCheaper ? (
        <p>
          <strong>{view.gasCheaper}</strong>
        </p>
      ) : null}
      {followsPlan ? (
        <p>{m.calc_beside_follows()}</p>
      ) : same ? (
        <p>{m.calc_beside_same()}</p>
      ) : (
        <>
          <p>{m.calc_beside_why()}</p>
          <ul data-testid="your-plan-reasons">
            {reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </>
      )}
      <p>
        <Link to={href("charging-plan")}>{m.calc_beside_link()}</Link>
      </p>
    </section>
  );
}
