// The charging-basics wizard (spec §2, §4, §5): three steps with a stepper and Back. Used by
// /charging-plan (before basics are done), /charging-plan/basics (review) and the standalone
// /ev-charging-basics-calculator. On phones the navigation is a fixed bottom bar.
import { useEffect, useMemo, useRef, useState } from "react";
import { href, type PageMode, type PageProps } from "../../../../domain/routes";
import { useNavigate } from "react-router";
import { DEFAULT_USER_INPUTS, type UserInputs } from "../../../../domain/progress/model";
// computeDashboardPlan is what planFigures (domain/charging-plan/figures.ts) stores as `calculations`;
// imported directly so the wizard's first load does not carry the summary phrases.
import { computeDashboardPlan, computeStep3Result } from "../../../../domain/charging-plan/range-figures";
import { inputsFromDraft, validateStep1, validateStep2, type WizardError } from "../../../../domain/wizard/rules";
import { useTaskCompletion } from "../../../components/guide/useTaskCompletion";
import { progressStore } from "../../../lib/progress/store";
import { useProgress } from "../../../lib/progress/useProgress";
import { afterFirstInteraction } from "../../../lib/first-interaction";
import { StepDriving } from "./StepDriving";
import { preloadEvModelPicker, StepEvDetails } from "./StepEvDetails";
import type * as StepResultsModule from "./StepResults";
import { Stepper } from "./Stepper";
import { useIsPhone } from "./useIsPhone";
import { useScrollUnlock } from "./useScrollUnlock";
import { useWizardDraft } from "./useWizardDraft";
import { wizardErrorText } from "./wizard-errors";
import * as m from "../../../../domain/i18n/messages";
import "./wizard.css";


// Getters: each read gives the words in the page's language (decided per render from the URL).
export const STEP_TITLES = {
  get 1() {
    return m.wizard_title_driving();
  },
  get 2() {
    return m.wizard_title_ev();
  },
  get 3() {
    return m.wizard_title_results();
  },
};

export const FORWARD_LABELS = {
  get 1() {
    return m.wizard_forward_ev();
  },
  get 2() {
    return m.wizard_forward_view_plan();
  },
  /** Step 2's forward button on phones. */
  get phone2() {
    return m.wizard_forward_get_plan();
  },
  get 3() {
    return m.wizard_forward_next_steps();
  },
};

type Step = 1 | 2 | 3;

/** One empty list, so the step's memoised parts see the same errors from render to render. */
const NO_ERRORS: WizardError[] = [];

interface ChargingBasicsWizardProps {
  /** "task": saves for guests and returns to /charging-plan; "standalone": returns to /, saves only when signed in. */
  mode: PageMode;
  /** Where Back goes from step 1. */
  exitTo: string;
  /** Replaces the navigation to `exitTo` (the /charging-plan wizard shows the task overview instead). */
  onExit?: () => void;
}

/**
 * The wizard as a page of its own (the route table's "basics" topic): the plan's task returns to
 * /charging-plan; the standalone calculator returns home.
 */
export default function ChargingBasicsPage({ mode = "task" }: PageProps) {
  return <ChargingBasicsWizard mode={mode} exitTo={mode === "task" ? href("charging-plan") : href("home")} />;
}

// Step 3 (result cards, sharing, feedback) is its own chunk, fetched at the person's first key or
// tap (web/lib/first-interaction.ts): it is ready long before someone reaches step 3, and neither
// the wizard's first load nor what it fetches by network idle carries it (scripts/bundle-budget.test.ts).
// Its arrival renders nothing: the wizard only reads it on step 3, so typing on step 1 never shares
// the main thread with a re-render it did not ask for (INP, issue 32).
let loadedStepResults: typeof StepResultsModule | null = null;
const loadStepResults = () =>
  import("./StepResults").then((module) => {
    loadedStepResults = module;
    return module;
  });

function useStepResults(needed: boolean): { module: typeof StepResultsModule | null; failed: boolean } {
  const [state, setState] = useState<{ module: typeof StepResultsModule | null; failed: boolean }>({ module: null, failed: false });
  useEffect(
    () =>
      afterFirstInteraction(() => {
        loadStepResults().catch(() => undefined);
      }),
    [],
  );
  // Step 3 before the chunk has arrived (or after it failed): wait for it here, then render.
  useEffect(() => {
    if (!needed || loadedStepResults) return;
    let current = true;
    loadStepResults().then(
      (module) => {
        if (current) setState({ module, failed: false });
      },
      () => {
        if (current) setState({ module: null, failed: true });
      },
    );
    return () => {
      current = false;
    };
  }, [needed]);
  const module = loadedStepResults ?? state.module;
  return { module, failed: module === null && state.failed };
}

export function ChargingBasicsWizard({ mode, exitTo, onExit }: ChargingBasicsWizardProps) {
  const navigate = useNavigate();
  // Step 2's model picker: fetched at the first key or tap, ready by the time the person gets there.
  useEffect(
    () =>
      afterFirstInteraction(() => {
        preloadEvModelPicker().catch(() => undefined);
      }),
    [],
  );
  const { complete: completeTask } = useTaskCompletion("chargingBasics", mode);
  const { inputs } = useProgress();
  const persist = mode === "task" || progressStore.signedIn;
  const { draft, update, flush } = useWizardDraft(inputs, persist);
  const [step, setStep] = useState<Step>(1);
  // Once "next" has found a problem on this step, its fields are checked live, so a fixed field
  // clears its message (and a broken one shows it) as the person types.
  const [checking, setChecking] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const isPhone = useIsPhone();
  const stepResults = useStepResults(step === 3);
  // The scroll gate only starts once the results are on the page (a short loading page would unlock it).
  const scrollUnlocked = useScrollUnlock(isPhone && step === 3 && stepResults.module !== null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // The plan as step 3 and the dashboard see it: stored fields the wizard does not edit, plus the draft.
  const planInputs: UserInputs = useMemo(
    () => ({ ...DEFAULT_USER_INPUTS, ...inputs, ...inputsFromDraft(draft) }) as UserInputs,
    [inputs, draft],
  );
  // Only step 3 shows the result: steps 1 and 2 skip its figures and phrases on every keystroke.
  const result = useMemo(() => (step === 3 ? computeStep3Result(planInputs) : null), [step, planInputs]);
  const errors: WizardError[] = !checking ? NO_ERRORS : step === 1 ? validateStep1(draft) : step === 2 ? validateStep2(draft) : NO_ERRORS;


  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo({ top: 0, behavior: "instant" });
    headingRef.current?.focus();
  }, [step]);

  const goTo = (next: Step) => {
    flush();
    setChecking(false);
    setStep(next);
  };

  const focusFirstError = (found: WizardError[]) => {
    const field = found[0]?.field;
    if (!field) return;
    // Let React render the messages first.
    window.requestAnimationFrame(() => {
      const target = document.querySelector<HTMLElement>(`.wizard [name="${field}"]`);
      target?.focus();
    });
  };

  const finish = async () => {
    setFinishing(true);
    flush();
    try {
      if (persist) await progressStore.updateInputs(inputsFromDraft(draft), { calculations: computeDashboardPlan(planInputs) });
    } catch {
      // A failed server write keeps the local copy; never trap the person in the wizard.
    }
    await completeTask(); // marks the task done and goes where a finished task goes (the plan, or home)
  };

  const forward = () => {
    if (step === 1 || step === 2) {
      const found = step === 1 ? validateStep1(draft) : validateStep2(draft);
      if (found.length > 0) {
        setChecking(true);
        return focusFirstError(found);
      }
      goTo((step + 1) as Step);
      return;
    }
    void finish();
  };

  const back = () => {
    if (step === 1) {
      flush();
      if (onExit) onExit();
      else navigate(exitTo);
    } else goTo((step - 1) as Step);
  };

  const forwardLabel = step === 1 ? FORWARD_LABELS[1] : step === 2 ? (isPhone ? FORWARD_LABELS.phone2 : FORWARD_LABELS[2]) : FORWARD_LABELS[3];
  const forwardDisabled = finishing || (step === 3 && isPhone && !scrollUnlocked);

  return (
    <div className={`wizard wizard--step-${step}`}>
      <Stepper current={step} />
      <h1 ref={headingRef} tabIndex={-1} className="wizard__title">
        {STEP_TITLES[step]}
      </h1>
      {errors.length > 0 ? (
        <div className="alert alert--error wizard__errors" role="alert">
          <p>{m.wizard_errors_intro({ count: errors.length })}</p>
          <ul>
            {errors.map((error) => (
              <li key={error.field}>{wizardErrorText(error)}</li>
            ))}
          </ul>
        </div>
      ) : null}

      {/* Not a <form>: step 3 holds the feedback widget's own form. */}
      <div className="wizard__step">
        {step === 1 ? <StepDriving draft={draft} update={update} errors={errors} /> : null}
        {step === 2 ? (
          <StepEvDetails
            draft={draft}
            update={update}
            errors={errors}
            milesPerKwh={inputs.milesPerKwh}
            onEfficiencyChange={(milesPerKwh) => void progressStore.updateInputs({ milesPerKwh }, { persistForGuest: persist })}
          />
        ) : null}
        {step === 3 ? (
          stepResults.module && result ? (
            <stepResults.module.StepResults
              inputs={planInputs}
              result={result}
              onAssumptionsChange={(change) => {
                // The utility is also a step 1 answer: the draft (which step 3 reads over the store) follows it.
                if (change.electricUtility !== undefined) update({ electricUtility: change.electricUtility });
                void progressStore.updateInputs(change, { persistForGuest: persist });
              }}
              assumptionsSaved={persist}
            />
          ) : stepResults.failed ? (
            <p className="alert alert--error" role="alert">
              {m.wizard_results_failed()}
            </p>
          ) : (
            <p className="page-loading" role="status" aria-live="polite">
              {m.wizard_results_loading()}
            </p>
          )
        ) : null}

        <nav className="wizard-nav" aria-label={m.wizard_nav_label()}>
          {/* Why "Next steps" waits on a phone, said where the button is (not only to screen readers). */}
          {step === 3 && isPhone && !scrollUnlocked ? (
            <p id="wizard-scroll-hint" className="wizard-nav__hint">
              {m.wizard_scroll_hint()}
            </p>
          ) : null}
          <button type="button" className="button button--secondary" onClick={back}>
            {m.wizard_back()}
          </button>
          <button type="button" className="button" onClick={forward} disabled={forwardDisabled} aria-describedby={forwardDisabled && !finishing ? "wizard-scroll-hint" : undefined}>
            {forwardLabel}
          </button>
        </nav>
      </div>
    </div>
  );
}
