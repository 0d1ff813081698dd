// Step 3, "Your Charging Plan": the headline, the result cards, sharing, the helpfulness widget,
// the renters' note (no home charging) and "Here's what comes next:".
import { href } from "../../../../domain/routes";
import { useEffect } from "react";
import { Link } from "react-router";
import type { UserInputs } from "../../../../domain/contracts/progress.schema";
import { effectiveDailyMiles, effectiveRange, type Step3Result } from "../../../../domain/charging-plan/range-figures";
import { displayDailyMiles } from "../../../../domain/charging-plan/summary";
import { buildFullSharePayload, buildSharedPlanUrl, isShareable } from "../../../../domain/share/plan-payload";
import { RIGHT_TO_CHARGE_STATES } from "../../../../domain/wizard/rules";
import { FeedbackWidget } from "../../../components/FeedbackWidget";
import { LazyPlanMoney } from "../results/LazyPlanMoney";
import type { AssumptionChange } from "../results/PlanMoney";
import { ResultCards } from "../results/ResultCards";
import { ShareButton } from "../../../components/ShareButton";
import { PlanStations } from "../results/PlanStations";
import { LazyFromDealer as FromDealer } from "../../../components/dealers/LazyDealerParts";
import { reportDealerEvent } from "../../../lib/dealers/dealer-events";
import { PrintPlanButton, PrintPlanSheet } from "../../../components/print/PrintPlan";

interface StepResultsProps {
  inputs: UserInputs;
  result: Step3Result;
  /** Saves a changed money assumption with the plan (see PlanMoney). */
  onAssumptionsChange?: (change: AssumptionChange) => void;
  /** Whether that change is kept with the plan (a guest's standalone wizard keeps it for this page only). */
  assumptionsSaved?: boolean;
}

const NEXT_CARDS = {
  home: { title: "Get Set Up with Home Charging", to: href("home-charger-task") },
  public: { title: "Figure Out Public Charging", to: href("public-charging-task") },
} as const;

export function StepResults({ inputs, result, onAssumptionsChange, assumptionsSaved = false }: StepResultsProps) {
  // The figures the result cards use (a plan with only yearly miles has a daily figure too).
  const daily = displayDailyMiles(inputs);
  const hasHome = inputs.homeCharging === "yes";
  // The plan is complete once its results show: one anonymous count for the dealer it started at
  // (once per plan: reportDealerEvent skips revisits).
  // (Counted here, not in the wizard, which has no first-load budget to spare.)
  const dealerSlug = inputs.dealerSlug;
  useEffect(() => reportDealerEvent(dealerSlug, "plan_completed"), [dealerSlug]);
  return (
    <>
      <p className="wizard-results__basis">
        Based on {daily.toLocaleString("en-US")} miles of driving a day ({inputs.annualMiles.toLocaleString("en-US")} a year) from{" "}
        {inputs.zipCode}, in a {inputs.evType === "PHEV" ? "plug-in hybrid" : "battery electric car"} with {Math.round(effectiveRange(inputs))} miles of
        electric range.
      </p>
      <p className="wizard-results__headline" data-testid="main-message">
        {result.mainMessage}
      </p>

      <ResultCards inputs={inputs} result={result} headingLevel={2} />
      <PlanStations zip={inputs.zipCode} dailyMiles={effectiveDailyMiles(inputs)} />

      <LazyPlanMoney inputs={inputs} assumptionsSaved={assumptionsSaved} {...(onAssumptionsChange ? { onAssumptionsChange } : {})} />

      <FromDealer dealerSlug={inputs.dealerSlug} />

      <div className="wizard-results__actions">
        {isShareable(inputs) ? (
          <ShareButton
            label="Share this report"
            strategy="copy-first"
            getContent={() => {
              reportDealerEvent(inputs.dealerSlug, "plan_shared");
              return {
                url: buildSharedPlanUrl(window.location.origin, buildFullSharePayload(inputs)),
                title: "My EV charging plan",
                text: result.mainMessage,
              };
            }}
          />
        ) : null}
        <PrintPlanButton />
      </div>

      {!hasHome ? (
        <aside className="alert renters-note" aria-labelledby="renters-note-title">
          <h2 id="renters-note-title" className="renters-note__title">
            Renting? Ask about your right to charge
          </h2>
          <p>
            Some states have right-to-charge laws that let renters and condo owners ask to add EV charging where they live:{" "}
            <span data-testid="right-to-charge-states">{RIGHT_TO_CHARGE_STATES.join(", ")}</span>. The rules differ from state to
            state, so ask your landlord or homeowners' association what applies to you.
          </p>
        </aside>
      ) : null}

      <FeedbackWidget page="Charging Basics" />

      <section className="wizard-next" aria-labelledby="wizard-next-title">
        <h2 id="wizard-next-title">Here's what comes next:</h2>
        <ul className="grid grid--2 wizard-next__cards">
          {hasHome ? (
            <li className="card">
              <h3>
                <Link to={NEXT_CARDS.home.to}>{NEXT_CARDS.home.title}</Link>
              </h3>
              <p>Pick the right charger for your outlet, see what installation costs and find an electrician.</p>
            </li>
          ) : null}
          <li className="card">
            <h3>
              <Link to={NEXT_CARDS.public.to}>{NEXT_CARDS.public.title}</Link>
            </h3>
            <p>Learn Level 2 and fast charging, the apps to download and how to make every stop quick.</p>
          </li>
        </ul>
      </section>
      <PrintPlanSheet inputs={inputs} />
    </>
  );
}
