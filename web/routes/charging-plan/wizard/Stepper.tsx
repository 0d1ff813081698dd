// The wizard's three-step indicator (spec §2: Driving Info, EV Details, Results).
const STEP_LABELS = ["Driving Info", "EV Details", "Results"] as const;

export function Stepper({ current }: { current: 1 | 2 | 3 }) {
  return (
    <ol className="stepper" aria-label="Charging basics steps">
      {STEP_LABELS.map((label, index) => {
        const step = index + 1;
        const state = step < current ? "done" : step === current ? "current" : "todo";
        return (
          <li key={label} className={`stepper__step stepper__step--${state}`} aria-current={state === "current" ? "step" : undefined}>
            <span className="stepper__number" aria-hidden="true">
              {state === "done" ? "✓" : step}
            </span>
            <span className="stepper__label">
              {label}
              {state === "done" ? <span className="visually-hidden"> (done)</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
