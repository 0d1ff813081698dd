// /shared-plan?data=…: a read-only plan someone shared (spec §2 "Shared plan", §5, §8).
// The link is untrusted: it is validated by decodePlanShare (loaded with zod only when the page
// reads the link, so the schemas stay out of the page's first load), and every figure on the page is
// recomputed from the plan's inputs with the same domain functions as the wizard, so a forged or
// stale "results" block can never put different numbers on screen. Everything renders as text.
import { href } from "../../../domain/routes";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { computeStep3Result, effectiveDailyMiles } from "../../../domain/charging-plan/range-figures";
import { chargingSummaryLines, displayDailyMiles } from "../../../domain/charging-plan/summary";
import type { UserInputs } from "../../../domain/contracts/progress.schema";
import { sharedPlanInputs, sharedPlanProblem } from "../../../domain/share/plan-payload";
import { useShareLink } from "../../lib/useLazyValue";
import { LazyPlanMoney } from "./results/LazyPlanMoney";
import type { AssumptionChange } from "./results/PlanMoney";
import { PlanStations } from "./results/PlanStations";
import { ResultCards } from "./results/ResultCards";
import { SharedPlanDealerLine, SharedPlanDealerOffers } from "./SharedPlanDealer";
import { knownSharedPlanScreen, SharedPlanBasis, SharedPlanDollars, sharedPlanTitle } from "./SharedPlanFirstScreen";
import type { SharedPlanFirstScreen } from "../../../domain/share/first-screen";
import * as m from "../../../domain/i18n/messages";
import "./shared-plan.css";

function CreateYourOwnLink() {
  return (
    <Link to={href("charging-plan")} className="button">
      {m.shared_prompt_action()}
    </Link>
  );
}

/**
 * The plan. `inputs` is null while the link is being read, when the Worker's first screen (`screen`)
 * stands in: the heading, basis and dollars render from it, the same elements as once the plan is
 * read, so they stay in place (no remount) as the rest of the plan appears below them (issue 30).
 */
function SharedPlan({ inputs: linkInputs, screen }: { inputs: UserInputs | null; screen: SharedPlanFirstScreen | undefined }) {
  // A reader may try their own assumptions; they change this page only, never the link.
  const [own, setOwn] = useState<AssumptionChange>({});
  const inputs = linkInputs && { ...linkInputs, ...own };
  return (
    <article className="shared-plan stack">
      <header className="page-header">
        <h1>{sharedPlanTitle()}</h1>
        {inputs ? (
          <SharedPlanBasis dailyMiles={displayDailyMiles(inputs)} zipCode={inputs.zipCode} />
        ) : (
          screen && <SharedPlanBasis dailyMiles={screen.dailyMiles} zipCode={screen.zipCode} />
        )}
        {inputs && <SharedPlanDealerLine slug={inputs.dealerSlug} />}
      </header>
      {/* The Worker's figures for this link stay where the first screen showed them (issue 30). */}
      {screen && <SharedPlanDollars screen={screen} />}
      {inputs && <SharedPlanBody inputs={inputs} onAssumptionsChange={(change) => setOwn((current) => ({ ...current, ...change }))} />}
    </article>
  );
}

function SharedPlanBody({ inputs, onAssumptionsChange }: { inputs: UserInputs; onAssumptionsChange: (change: AssumptionChange) => void }) {
  const result = computeStep3Result(inputs);
  return (
    <>

      <section aria-labelledby="shared-plan-results">
        <h2 id="shared-plan-results" className="visually-hidden">
          {m.shared_results_title()}
        </h2>
        <ResultCards inputs={inputs} result={result} headingLevel={3} />
      </section>
      <PlanStations zip={inputs.zipCode} dailyMiles={effectiveDailyMiles(inputs)} from="shared" />

      <LazyPlanMoney inputs={inputs} onAssumptionsChange={onAssumptionsChange} assumptionsSaved={false} />

      <section className="card shared-plan__summary" aria-labelledby="shared-plan-summary">
        <h2 id="shared-plan-summary">{m.shared_summary_title()}</h2>
        <p className="shared-plan__message">{result.mainMessage}</p>
        <ul className="shared-plan__summary-list">
          {chargingSummaryLines(inputs, result).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="source-note">
          {m.shared_summary_note()}
        </p>
      </section>

      <SharedPlanDealerOffers slug={inputs.dealerSlug} />

      <section className="card card--muted shared-plan__prompt" aria-labelledby="shared-plan-prompt">
        <h2 id="shared-plan-prompt">{m.shared_prompt_title()}</h2>
        <p>{m.shared_prompt_text()}</p>
        <CreateYourOwnLink />
      </section>
    </>
  );
}

/** Reads the link with its zod-backed reader, loaded only when a page opens a link. */
const readLink = (data: string) => import("../../../domain/share/plan-payload.schema").then(({ readPlanShare }) => readPlanShare(data));

export default function SharedPlanPage() {
  const [searchParams] = useSearchParams();
  // Reading the link happens after the first paint, so "Loading shared plan..." is what a slow
  // device shows first (spec §2) and a new ?data= on the same page is read again. A reader that
  // fails to load (offline) reads as an invalid link rather than a page stuck on loading.
  const data = searchParams.get("data");
  const link = useShareLink(data, readLink);
  // Served from the Worker, the page opens with the link's dollars already in the HTML: the same
  // markup renders while the link is read, so hydration changes nothing (issue 30).
  const screen = knownSharedPlanScreen(data);

  if (link === "pending") {
    if (screen) return <SharedPlan inputs={null} screen={screen} />;
    return (
      <p className="page-loading" role="status" aria-live="polite">
        {m.shared_loading()}
      </p>
    );
  }

  if (link.status !== "ok") {
    return (
      <section className="card shared-plan__invalid" aria-labelledby="invalid-link-title">
        <h1 id="invalid-link-title">{m.shared_invalid_title()}</h1>
        <p role="alert">{sharedPlanProblem(link)}</p>
        <p>{m.shared_invalid_text()}</p>
        <CreateYourOwnLink />
      </section>
    );
  }

  return <SharedPlan inputs={sharedPlanInputs(link.value)} screen={screen} />;
}
