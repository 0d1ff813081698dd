// A labelled range slider with its current value shown beside the label (and read out as text).
// Used by the plan wizard and the EV vs gas calculator.
import { useId, type ReactNode } from "react";
import type { SliderBounds } from "../../../domain/slider";
import "./slider-field.css";

interface SliderFieldProps {
  label: string;
  value: number;
  bounds: SliderBounds;
  /** What the value means, e.g. "20 miles" or "300+ miles". */
  valueText: string;
  onChange: (value: number) => void;
  hint?: string;
  error?: string;
  name?: string;
  /** Show the min and max under the track (off where raw bounds would read badly). */
  showScale?: boolean;
  /** Extra content under the slider, e.g. the figure's source. */
  children?: ReactNode;
}

export function SliderField({
  label,
  value,
  bounds,
  valueText,
  onChange,
  hint,
  error,
  name,
  showScale = true,
  children,
}: SliderFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className="slider-field">
      <div className="slider-field__head">
        <label htmlFor={id}>{label}</label>
        <output htmlFor={id} className="slider-field__value" data-testid={name ? `${name}-value` : undefined}>
          {valueText}
        </output>
      </div>
      <input
        id={id}
        name={name}
        type="range"
        min={bounds.min}
        max={bounds.max}
        step={bounds.step}
        value={value}
        aria-valuetext={valueText}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      {showScale ? (
        <div className="slider-field__scale" aria-hidden="true">
          <span>{bounds.min}</span>
          <span>{bounds.max}</span>
        </div>
      ) : null}
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
