// "What's your current setup?": three radio cards (spec §2).
import type { HomeSetup } from "../../../../domain/contracts/progress.schema";
import * as m from "../../../../domain/i18n/messages";

// Built per render: the labels are in the reader's language.
const setupOptions = (): readonly { value: HomeSetup; label: string; hint: string }[] => [
  { value: "level1", label: m.guide_home_setup_level1(), hint: m.guide_home_setup_level1_hint() },
  { value: "240v", label: m.guide_home_setup_240v(), hint: m.guide_home_setup_240v_hint() },
  { value: "level2", label: m.guide_home_setup_level2(), hint: m.guide_home_setup_level2_hint() },
];

export function SetupSelector({ value, onChange }: { value: HomeSetup; onChange: (setup: HomeSetup) => void }) {
  return (
    <fieldset className="choice-group">
      <legend className="choice-group__legend">{m.guide_home_setup_legend()}</legend>
      <div className="choice-group__options choice-group__options--3">
        {setupOptions().map((option) => (
          <label key={option.value} className="choice">
            <input
              type="radio"
              name="home-setup"
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span className="choice__body">
              <span className="choice__label">{option.label}</span>
              <span className="choice__hint">{option.hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
