// A shared plan's first screen (issue 30): the heading, the basis line and the plan's dollars as the
// Worker priced them for this link (worker/html/shared-plan-first-screen.ts, the same computation as
// the link tags and the og card). The Worker serves it prerendered in #root and hands the figures
// over in a JSON script; the page renders the same markup while it reads the link, so hydration
// changes nothing, and keeps the header and dollars in place once the whole plan is on screen.
// The words come from the catalogue in the language the page renders in; the tokens the Worker
// fills are passed through those messages as placeholders, so a rendered template keeps every one.
import { SHARED_PLAN_DATA_ELEMENT_ID, type SharedPlanFirstScreen } from "../../../domain/share/first-screen";
import * as m from "../../../domain/i18n/messages";

/** The page's heading in the page's language. */
export const sharedPlanTitle = () => m.shared_title();

/** data → figures the page already has: the Worker's (from the HTML) or the build's template. */
export const knownSharedPlanScreens = new Map<string, SharedPlanFirstScreen>();
let injectedRead = false;

/** The Worker's figures for this link's `data`, or undefined (a client-side visit, or another link). */
export function knownSharedPlanScreen(data: string | null): SharedPlanFirstScreen | undefined {
  if (!injectedRead && typeof document !== "undefined") {
    injectedRead = true;
    try {
      const screen = JSON.parse(document.getElementById(SHARED_PLAN_DATA_ELEMENT_ID)?.textContent || "null") as SharedPlanFirstScreen | null;
      if (screen && typeof screen.data === "string" && typeof screen.money === "string") knownSharedPlanScreens.set(screen.data, screen);
    } catch {
      // A broken script tag only costs the early figures: the page reads the link as before.
    }
  }
  return data ? knownSharedPlanScreens.get(data) : undefined;
}

/** Test hook. */
export function resetKnownSharedPlanScreens(): void {
  knownSharedPlanScreens.clear();
  injectedRead = false;
}

export function SharedPlanBasis({ dailyMiles, zipCode }: { dailyMiles: string | number; zipCode: string }) {
  return (
    <p className="page-header__lead" data-testid="shared-plan-basis">
      {m.shared_basis({ miles: String(dailyMiles), zip: zipCode })}
    </p>
  );
}

/** The plan's monthly dollars as shared, priced for its ZIP by the Worker. */
export function SharedPlanDollars({ screen }: { screen: SharedPlanFirstScreen }) {
  return (
    <section className="card shared-plan__dollars" aria-labelledby="shared-plan-dollars">
      <h2 id="shared-plan-dollars">{m.shared_dollars_title()}</h2>
      <p className="shared-plan__money" data-testid="shared-plan-money">
        {screen.money}.
      </p>
      <p className="source-note">
        {m.shared_dollars_note({ zip: screen.zipCode })}
      </p>
    </section>
  );
}
