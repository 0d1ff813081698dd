// A row of toggle buttons where exactly one is on (aria-pressed): the Home/Public switch of
// Maximize Savings and the calculator's gallon/mile/year units.
import "./segmented-control.css";

interface SegmentedControlProps<T extends string> {
  label: string;
  value: T;
  /**
   * `shortLabel`: what a narrow screen shows instead (segmented-control.css); the button keeps
   * `label` as its name, which contains the short one (WCAG 2.5.3, label in name).
   */
  options: readonly { value: T; label: string; shortLabel?: string }[];
  onChange: (value: T) => void;
  className?: string;
}

export function SegmentedControl<T extends string>({ label, value, options, onChange, className }: SegmentedControlProps<T>) {
  return (
    <div className={`segmented${className ? ` ${className}` : ""}`} role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          aria-label={option.shortLabel ? option.label : undefined}
          onClick={() => onChange(option.value)}
        >
          {option.shortLabel ? (
            <>
              <span className="segmented__long">{option.label}</span>
              <span className="segmented__short">{option.shortLabel}</span>
            </>
          ) : (
            option.label
          )}
        </button>
      ))}
    </div>
  );
}
