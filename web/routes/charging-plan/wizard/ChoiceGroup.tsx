// A set of radio buttons shown as cards (fieldset + legend), for the wizard's either/or questions.
import { useId } from "react";
import { RadioCards, type RadioCardOption } from "../../../components/ui/RadioCards";

interface ChoiceGroupProps<T extends string> {
  name: string;
  legend: string;
  value: T | "";
  options: readonly RadioCardOption<T>[];
  onChange: (value: T) => void;
  error?: string;
}

export function ChoiceGroup<T extends string>({ name, legend, value, options, onChange, error }: ChoiceGroupProps<T>) {
  const id = useId();
  return (
    <fieldset className="choice-group" aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend>{legend}</legend>
      <div className={`choice-group__options choice-group__options--${options.length}`}>
        <RadioCards name={name} value={value} options={options} onChange={onChange} />
      </div>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
