// Daily miles slider: 5–200 in steps of 5, default 40; the top end reads "200+ miles" (spec §2, §5).
import { useId, type ReactNode, type Ref } from "react";
import { MILES, milesLabel } from "../../../domain/recommender/answers";
import { milesQuestion } from "../../../domain/recommender/options";
import * as m from "../../../domain/i18n/messages";

interface MilesQuestionProps {
  ref?: Ref<HTMLFieldSetElement>;
  number: number;
  value: number;
  onChange: (miles: number) => void;
  /** A line under the slider, e.g. the plan's own miles when the slider rounds them. */
  hint?: ReactNode;
}

export function MilesQuestion({ ref, number, value, onChange, hint }: MilesQuestionProps) {
  const id = useId();
  return (
    <fieldset ref={ref} className="question card">
      <legend className="question__legend">
        <span className="question__number" aria-hidden="true">
          {number}
        </span>
        {milesQuestion()}
      </legend>
      <label htmlFor={id} className="miles__label">
        {m.recommender_daily_miles()} <output htmlFor={id}>{milesLabel(value)}</output>
      </label>
      <input
        id={id}
        type="range"
        min={MILES.min}
        max={MILES.max}
        step={MILES.step}
        value={value}
        aria-valuetext={milesLabel(value)}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      <div className="miles__scale" aria-hidden="true">
        <span>{milesLabel(MILES.min)}</span>
        <span>{milesLabel(MILES.max)}</span>
      </div>
      {hint ? <p className="question__hint">{hint}</p> : null}
    </fieldset>
  );
}
