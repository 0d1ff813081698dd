// A set of radio buttons shown as cards (fieldset + legend), for the wizard's either/or questions.
import { useId } from "react";

interface Option<T extends string> {
  value: T;
  label: string;
  description?: string;
}

interface ChoiceGroupProps<T extends string> {
  name: string;
  legend: string;
  value: T | "";
  options: Option<T>[];
  onChange: (value: T) => void;
  error?: string;
}

export function ChoiceGroup<T extends string>({ name, legend, value, options, onChange, error }: ChoiceGroupProps<T>) {
  const id = useId();
  return (
    <fieldset className="choice-group" aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend>{legend}</legend>
      <div className={`choice-group__options choice-group__options--${options.length}`}>
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
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
