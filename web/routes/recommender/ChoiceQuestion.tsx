// One progressive question: a fieldset of large radio cards (keyboard: arrows move the choice).
import type { Ref } from "react";
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
}

export function ChoiceQuestion<T extends string>({ ref, name, number, question, options, value, onChange }: ChoiceQuestionProps<T>) {
  return (
    <fieldset ref={ref} className="question card">
      <legend className="question__legend">
        <span className="question__number" aria-hidden="true">
          {number}
        </span>
        {question}
      </legend>
      <div className="question__options">
        <RadioCards name={name} value={value} options={options} onChange={onChange} />
      </div>
    </fieldset>
  );
}
