// A plan on paper (issue 30): a "Print or save as PDF" button for the results and the dashboard,
// and the sheet's last block, which exists for paper alone: the plan's own link and the next
// steps with their addresses written out (a printed page cannot be tapped). What the screen
// leaves out in print is in web/styles/print.css.
import type { UserInputs } from "../../../domain/contracts/progress.schema";
import { href } from "../../../domain/routes";
import { buildFullSharePayload, buildSharedPlanUrl, isShareable } from "../../../domain/share/plan-payload";
import { useIsClient } from "../../lib/useIsClient";
import "./print-plan.css";
import { getLocale } from "../../../domain/i18n/runtime";
import * as m from "../../../domain/i18n/messages";
import { LANGUAGE_TAG } from "../../../domain/i18n/locale";

export function PrintPlanButton() {
  return (
    <button type="button" className="button button--secondary print-plan__button" onClick={() => window.print()}>
      {m.shell_print_button()}
    </button>
  );
}

/** The next steps a printed plan lists, each with the address a person types or scans. */
export function printedNextSteps(inputs: Pick<UserInputs, "homeCharging">): { title: string; path: string }[] {
  return [
    ...(inputs.homeCharging === "yes" ? [{ title: m.shell_print_step_charger(), path: href("home-charger-guide") }] : []),
    { title: m.shell_print_step_public(), path: href("public-charging-guide") },
    { title: m.shell_print_step_incentives(), path: href("incentives") },
    { title: m.shell_print_step_rates(), path: href("maximize-savings-guide") },
  ];
}

export function PrintPlanSheet({ inputs }: { inputs: UserInputs }) {
  // The origin is the browser's: the sheet is drawn only once the page runs there (printing
  // happens in a live page), so the prerendered HTML never carries a guessed address.
  const isClient = useIsClient();
  if (!isClient) return null;
  const origin = window.location.origin;
  const planUrl = isShareable(inputs) ? buildSharedPlanUrl(origin, buildFullSharePayload(inputs)) : null;
  return (
    <section className="print-only print-plan" aria-label={m.shell_print_label()}>
      <h2>{m.shell_print_next_steps()}</h2>
      <ol className="print-plan__steps">
        {printedNextSteps(inputs).map((step) => (
          <li key={step.path}>
            {step.title}: <span className="print-plan__url">{origin + step.path}</span>
          </li>
        ))}
      </ol>
      {planUrl ? (
        <p>
          {m.shell_print_plan_online()} <span className="print-plan__url">{planUrl}</span>
        </p>
      ) : null}
      <p className="print-plan__printed">
        {m.shell_print_printed({ date: new Intl.DateTimeFormat(LANGUAGE_TAG[getLocale()], { dateStyle: "long" }).format(new Date()) })}
      </p>
    </section>
  );
}
