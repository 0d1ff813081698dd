// "Which one sends your bill?": where a ZIP has several electric utilities (Portland 97201, Seattle
// 98101), the person picks theirs; the plan then prices its rates (domain/place/resolve.ts
// chosenUtility). Used by the wizard's step 1 and by the plan's money where the utility is named.
import { useId } from "react";
import * as m from "../../../domain/i18n/messages";

export interface UtilityOption {
  key: string;
  name: string;
  /** The data's main utility for the ZIP (Rewiring America's "predominant", EPA's pick breaking ties). */
  predominant: boolean;
}

export function UtilityPicker({
  options,
  value,
  onChange,
  name = "electricUtility",
}: {
  options: readonly UtilityOption[];
  /** The chosen utility's key (the first, predominant one when the person has not picked). */
  value: string;
  onChange: (key: string) => void;
  name?: string;
}) {
  const id = useId();
  if (options.length < 2) return null;
  return (
    <div className="wizard-field utility-picker">
      <label htmlFor={id}>{m.shell_utility_question()}</label>
      <select id={id} name={name} value={value} aria-describedby={`${id}-hint`} onChange={(event) => onChange(event.target.value)}>
        {options.map((option, index) => (
          <option key={option.key} value={option.key}>
            {index === 0 && option.predominant ? m.shell_utility_main({ name: option.name }) : option.name}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="field-hint">
        {m.shell_utility_hint()}
      </p>
    </div>
  );
}
