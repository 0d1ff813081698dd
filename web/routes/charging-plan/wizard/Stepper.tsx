// The wizard's three-step indicator (spec §2: Driving Info, EV Details, Results).
import { memo } from "react";
import * as m from "../../../../domain/i18n/messages";

/** Memoised: it changes with the step, not with each keystroke of the step's fields. */
export const Stepper = memo(function Stepper({ current }: { current: 1 | 2 | 3 }) {
  const labels = [m.wizard_step_driving(), m.wizard_step_ev(), m.wizard_step_results()];
  return (
    <ol className="stepper" aria-label={m.wizard_steps_label()}>
      {labels.map((label, index) => {
        const step = index + 1;
        const state = step < current ? "done" : step === current ? "current" : "todo";
        return (
          <li key={label} className={`stepper__step stepper__step--${state}`} aria-current={state === "current" ? "step" : undefined}>
            <span className="stepper__number" aria-hidden="true">
              {state === "done" ? "✓" : step}
            </span>
            <span className="stepper__label">
              {label}
              {state === "done" ? <span className="visually-hidden">{m.wizard_step_done()}</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
});
