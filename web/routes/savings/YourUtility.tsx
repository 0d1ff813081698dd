// Maximize Savings outside California (issue 33): the person's utility by name, the price their plan
// uses for it and its verified plan's hours, or plainly that its EV plan is not in our data. Loaded
// as its own chunk (it carries the verified plans), only for a ZIP outside California.
import { chosenUtility } from "../../../domain/place/resolve";
import { planHomePrice } from "../../../domain/place/home-price";
import { utilityPlans } from "../../../domain/place/utility-plans";
import { OUTSIDE_CALIFORNIA_OFF_PEAK } from "../../../domain/guides/automate-charging";
import type { UserInputs } from "../../../domain/contracts/progress.schema";
import type { ZipInfo } from "../../../domain/zip/types";
import { UtilityPlansNote } from "../../components/place/UtilityPlansNote";
import { numberFormat } from "../../../domain/i18n/format";
import * as m from "../../../domain/i18n/messages";

/**
 * Outside California: the person's utility by name, the price their plan uses for it (their bill's,
 * else its 2024 average, labelled) and its verified plan's hours, or plainly that its EV plan is not
 * in our data.
 */
export default function YourUtility({ info, inputs }: { info: ZipInfo; inputs: UserInputs }) {
  const utility = chosenUtility({ utilities: info.electric }, inputs.electricUtility);
  const price = planHomePrice(inputs, info);
  if (!utility) return null;
  return (
    <div className="card stack" data-testid="your-utility">
      <p>
        {m.maxsave_your_utility()} <strong>{utility.name}</strong>
        {price
          ? m.maxsave_your_utility_price({ cents: numberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(price.usdPerKwh * 100), label: price.label })
          : ""}
        .
      </p>
      <UtilityPlansNote plans={utilityPlans(utility)} fallback={OUTSIDE_CALIFORNIA_OFF_PEAK} />
    </div>
  );
}

