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
import { formatInteger } from "../../../../domain/i18n/format";
import * as m from "../../../../domain/i18n/messages";

interface StepResultsProps {
  inputs: UserInputs;
  result: Step3Result;
  /** Saves a changed money assumption with the plan (see PlanMoney). */
  onAssumptionsChange?: (change: AssumptionChange) => void;
  /** Whether that change is kept with the plan (a guest's standalone wizard keeps it for this page only). */
  assumptionsSaved?: boolean;
}

export function StepResults({ inputs, result, onAssumptionsChange, assumptionsSaved = false }: StepResultsProps) {
  // The figures the result cards use (a plan with only yearly miles has a daily figure too).
  const daily = displayDailyMiles(inputs);
  const hasHome = inputs.homeCharging === "yes";
  // The plan is complete once its results show: one anonymous count for the dealer it started at
  // (once per plan: reportDealerEvent skips revisits).
  // (Counted here, not in the wizard, which has no first-load budget to spare.)
  const dealerSlug = inputs.dealerSlug;
  useEffect(() => reportDealerEvent(dealerSlug, "plan_completed"), [dealerSlug]);
  // Built per render: the titles and links are in the page's language.
  const nextCards = {
    home: { title: m.wizard_next_home_title(), to: href("home-charger-task") },
    public: { title: m.wizard_next_public_title(), to: href("public-charging-task") },
  };
  const basis = {
    daily: formatInteger(daily),
    annual: formatInteger(inputs.annualMiles),
    zip: inputs.zipCode,
    range: formatInteger(effectiveRange(inputs)),
  };
  return (
    <>
      <p className="wizard-results__basis">
        {inputs.evType === "PHEV" ? m.wizard_basis_phev(basis) : m.wizard_basis_bev(basis)}
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
            label={m.wizard_share_report()}
            strategy="copy-first"
            getContent={() => {
              reportDealerEvent(inputs.dealerSlug, "plan_shared");
              return {
                url: buildSharedPlanUrl(window.location.origin, buildFullSharePayload(inputs)),
                title: m.wizard_share_title(),
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
            {m.wizard_renters_title()}
          </h2>
          <p>
            {m.wizard_renters_before()} <span data-testid="right-to-charge-states">{RIGHT_TO_CHARGE_STATES.join(", ")}</span>
            {m.wizard_renters_after()}
          </p>
        </aside>
      ) : null}

      <FeedbackWidget page="Charging Basics" />

      <section className="wizard-next" aria-labelledby="wizard-next-title">
        <h2 id="wizard-next-title">{m.wizard_next_title()}</h2>
        <ul className="grid grid--2 wizard-next__cards">
          {hasHome ? (
            <li className="card">
              <h3>
                <Link to={nextCards.home.to}>{nextCards.home.title}</Link>
              </h3>
              <p>{m.wizard_next_home_text()}</p>
            </li>
          ) : null}
          <li className="card">
            <h3>
              <Link to={nextCards.public.to}>{nextCards.public.title}</Link>
            </h3>
            <p>{m.wizard_next_public_text()}</p>
          </li>
        </ul>
      </section>
      <PrintPlanSheet inputs={inputs} />
    </>
  );
}
