// Radio buttons drawn as large cards: the option list shared by the wizard's either/or questions
// and the recommender's progressive questions (the caller supplies the fieldset and legend).
import "./radio-cards.css";

export interface RadioCardOption<T extends string> {
  value: T;
  label: string;
  description?: string;
}

interface RadioCardsProps<T extends string> {
  name: string;
  value: T | "";
  options: readonly RadioCardOption<T>[];
  onChange: (value: T) => void;
}

export function RadioCards<T extends string>({ name, value, options, onChange }: RadioCardsProps<T>) {
  return options.map((option) => (
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
  ));
}
