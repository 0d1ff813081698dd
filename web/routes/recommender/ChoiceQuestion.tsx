// One progressive question: a fieldset of large radio cards (keyboard: arrows move the choice).
import type { ReactNode, Ref } from "react";
import type { Option } from "../../../domain/recommender/options";
import { RadioCards } from "../../components/ui/RadioCards";

interface ChoiceQuestionProps<T extends string> {
  ref?: Ref<HTMLFieldSetElement>;
  name: string;
  number: number;
  question: string;
  options: readonly Option<T>[];
  value: T | "";
  onChange: (value: T) => void;
  /** A line under the question, e.g. what the person's plan already says. */
  hint?: ReactNode;
}

export function ChoiceQuestion<T extends string>({ ref, name, number, question, options, value, onChange, hint }: ChoiceQuestionProps<T>) {
  return (
    <fieldset ref={ref} className="question card">
      <legend className="question__legend">
        <span className="question__number" aria-hidden="true">
          {number}
        </span>
        {question}
      </legend>
      {hint ? <p className="question__hint">{hint}</p> : null}
      <div className="question__options">
        <RadioCards name={name} value={value} options={options} onChange={onChange} />
      </div>
    </fieldset>
  );
}
