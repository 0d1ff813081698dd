// The person's own plan beside the calculator's figure (lazy chunk: the plan model with its tariff,
// price and incentive data). The calculator is the spec's one-price formula; the plan prices the
// person's week. Both are shown, with the reasons they differ, so no two screens disagree silently.
import { Link } from "react-router";
import { href } from "../../../domain/routes";
import type { UserInputs } from "../../../domain/contracts/progress.schema";
import { whyPlanDiffers } from "../../../domain/plan/calculator-vs-plan";
import { verdictRangeLine, gasCheaperLine } from "../../../domain/plan/money-words";
import { computePlan } from "../../../domain/plan/plan-model";
import type { CalculatorInputs } from "../../../domain/savings/calculator";
import { formatUsdWhole } from "../../../domain/rates/format";
import { usePlanPlace } from "../../lib/plan/usePlanPlace";

export interface YourPlanBesideProps {
  inputs: UserInputs;
  calculator: CalculatorInputs;
  stateName: string;
  /** The calculator's own electric cost a year, to say whether the two agree. */
  calculatorEvYearly: number;
}

export default function YourPlanBeside({ inputs, calculator, stateName, calculatorEvYearly }: YourPlanBesideProps) {
  const place = usePlanPlace(inputs);
  if (place === "loading") return <p role="status">Working out your plan&apos;s figures…</p>;
  const { money } = computePlan(inputs, place, new Date().toISOString().slice(0, 10));
  const reasons = whyPlanDiffers(money, calculator, stateName);
  const range = verdictRangeLine(money);
  const gasCheaper = gasCheaperLine(money);
  const same = Math.round(calculatorEvYearly) === money.evTotal.yearly;
  return (
    <section className="card stack" aria-labelledby="your-plan-beside" data-testid="your-plan-beside">
      <h3 id="your-plan-beside">Your charging plan says</h3>
      <p data-testid="your-plan-figures">
        Electric about <strong>{formatUsdWhole(money.evTotal.monthly)} a month</strong> ({formatUsdWhole(money.evTotal.yearly)} a year); the same miles in a gas car{" "}
        {formatUsdWhole(money.gasCar.monthly)} a month.{" "}
        {money.difference.monthly >= 0
          ? `You keep about ${formatUsdWhole(money.difference.monthly)} a month.`
          : `Electric costs about ${formatUsdWhole(-money.difference.monthly)} a month more.`}
      </p>
      {range ? <p>{range}</p> : null}
      {gasCheaper ? <p><strong>{gasCheaper}</strong></p> : null}
      {same || reasons.length === 0 ? (
        <p>The calculator above and your plan price these miles the same way.</p>
      ) : (
        <>
          <p>Why the calculator above shows a different figure:</p>
          <ul data-testid="your-plan-reasons">
            {reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </>
      )}
      <p>
        <Link to={href("charging-plan")}>See your plan in dollars</Link>
      </p>
    </section>
  );
}
