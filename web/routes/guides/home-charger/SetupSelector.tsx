// "What's your current setup?": three radio cards (spec §2).
import type { HomeSetup } from "../../../../domain/contracts/progress.schema";

const SETUP_OPTIONS: readonly { value: HomeSetup; label: string; hint: string }[] = [
  { value: "level1", label: "Household Outlet", hint: "A regular 120V outlet" },
  { value: "240v", label: "240V Outlet Available", hint: "A dryer-style outlet near where you park" },
  { value: "level2", label: "Existing Level 2 Charger", hint: "A wall charger is already installed" },
];

export function SetupSelector({ value, onChange }: { value: HomeSetup; onChange: (setup: HomeSetup) => void }) {
  return (
    <fieldset className="choice-group">
      <legend className="choice-group__legend">What's your current setup?</legend>
      <div className="choice-group__options choice-group__options--3">
        {SETUP_OPTIONS.map((option) => (
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
