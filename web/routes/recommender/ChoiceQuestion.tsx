// One progressive question: a fieldset of large radio cards (keyboard: arrows move the choice).
import type { Ref } from "react";
import type { Option } from "../../../domain/recommender/options";

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
        {options.map((option) => (
          <label key={option.value} className={`choice${value === option.value ? " choice--selected" : ""}`}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span className="choice__text">
              <span className="choice__label">{option.label}</span>
              {option.description ? <span className="choice__description">{option.description}</span> : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
