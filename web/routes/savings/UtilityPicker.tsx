// "My utility": the select, the split-ZIP question and the "I don't see my utility" request form.
import { useEffect, useId, useRef, useState } from "react";
import { utilitySubmissionBody } from "../../../domain/contracts/utility-submission";
import { TARIFF_UTILITY_KEYS } from "../../../domain/rates/tariff-keys";
import { UTILITY_LABELS, type UtilityStart } from "../../../domain/rates/utility-choice";
import type { UtilityKey } from "../../../domain/zip/types";
import { postJson } from "../../lib/api";

export const CUSTOM = "custom";
const OUTSIDE = "outside";
export const THANK_YOU_MS = 2000;

/** The selected utility: a ZIP-table key, "custom" (request form) or "outside" (no covered utility). */
export type UtilitySelection = UtilityKey | typeof CUSTOM | typeof OUTSIDE;

interface UtilityPickerProps {
  start: UtilityStart;
  zip: string;
  value: UtilitySelection | null;
  onChange: (value: UtilitySelection) => void;
  /**
   * The plan's ZIP is outside California (issue 23): the list offers no California utility, only
   * "outside our coverage" and the request form, and says that we cover California utilities only.
   */
  outsideCalifornia?: boolean;
}

function optionLabel(value: UtilitySelection): string {
  if (value === CUSTOM) return "I don't see my utility";
  if (value === OUTSIDE) return "Another utility (outside our coverage)";
  return UTILITY_LABELS[value];
}

export function UtilityPicker({ start, zip, value, onChange, outsideCalifornia = false }: UtilityPickerProps) {
  const selectId = useId();
  const extra: UtilitySelection[] = [];
  if (start.kind === "pick") extra.push(...start.candidates.filter((k) => !(TARIFF_UTILITY_KEYS as readonly string[]).includes(k)));
  if (start.kind === "unsupported") extra.push(start.key ?? OUTSIDE);
  // The utilities with rate plans are all Californian: listed under that name, and not at all to a
  // person elsewhere, who would only ever see another state's plans.
  const covered: readonly UtilitySelection[] = outsideCalifornia ? [] : TARIFF_UTILITY_KEYS;
  const others: UtilitySelection[] = [...(outsideCalifornia ? [OUTSIDE as UtilitySelection] : extra), CUSTOM];

  return (
    <div className="utility-picker stack">
      {start.kind === "pick" && value === null ? (
        <fieldset className="card card--muted utility-picker__split">
          <legend>Your ZIP code {zip} is served by more than one utility. Which one sends your electric bill?</legend>
          {start.candidates.map((key) => (
            <label key={key} className="utility-picker__choice">
              <input type="radio" name="split-utility" value={key} onChange={() => onChange(key)} />
              {UTILITY_LABELS[key]}
            </label>
          ))}
          <label className="utility-picker__choice">
            <input type="radio" name="split-utility" value={CUSTOM} onChange={() => onChange(CUSTOM)} />
            {optionLabel(CUSTOM)}
          </label>
        </fieldset>
      ) : null}
      {/* One picker at a time: while the split-ZIP question is open, it is the picker. */}
      {start.kind === "pick" && value === null ? null : (
      <div className="field">
        <label htmlFor={selectId}>My utility</label>
        <select
          id={selectId}
          value={value ?? ""}
          onChange={(event) => onChange(event.target.value as UtilitySelection)}
        >
          {value === null ? <option value="">Choose your utility</option> : null}
          {covered.length > 0 ? (
            <optgroup label="California utilities with rate plans">
              {covered.map((option) => (
                <option key={option} value={option}>
                  {optionLabel(option)}
                </option>
              ))}
            </optgroup>
          ) : null}
          {others.map((option) => (
            <option key={option} value={option}>
              {optionLabel(option)}
            </option>
          ))}
        </select>
        <p className="source-note" data-testid="utility-coverage">
          {outsideCalifornia
            ? "This side-by-side comparison covers some California utilities only; what we know of your utility is above."
            : "We compare rate plans for the California utilities listed."}
        </p>
        {start.kind === "selected" && start.reason === "zip" && value === start.key ? (
          <p className="source-note">Picked from your plan&apos;s ZIP code {zip}. Change it if your bill says otherwise.</p>
        ) : null}
        {start.kind === "selected" && start.reason === "lookup-failed" ? (
          <p className="source-note">We couldn&apos;t look up your ZIP code just now, so we started with PG&amp;E.</p>
        ) : null}
      </div>
      )}
      {value === CUSTOM ? <UtilityRequestForm zip={zip} onDone={() => onChange(outsideCalifornia ? OUTSIDE : "PG&E")} /> : null}
    </div>
  );
}

/** Spec §4-§5, §8: Submit only with a non-blank name; "Thank you!" for 2 s, then close and reset. */
function UtilityRequestForm({ zip, onDone }: { zip: string; onDone: () => void }) {
  const [name, setName] = useState("");
  const [stage, setStage] = useState<"editing" | "sending" | "thanks">("editing");
  const timer = useRef<number | undefined>(undefined);
  const inputId = useId();
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (name.trim() === "" || stage !== "editing") return;
    setStage("sending");
    try {
      await postJson("/api/utility-submissions", utilitySubmissionBody(name, zip));
      setStage("thanks");
      timer.current = window.setTimeout(() => {
        setName("");
        setStage("editing");
        onDone();
      }, THANK_YOU_MS);
    } catch (error) {
      // Spec §8: a failed request is only logged; the form stays open with the name kept.
      console.error("Utility submission failed", error);
      setStage("editing");
    }
  };

  if (stage === "thanks") {
    return (
      <div className="card card--muted" role="status">
        <p className="utility-request__thanks">Thank you!</p>
        <p>We&apos;ll use your request to decide which utilities to add next.</p>
      </div>
    );
  }

  return (
    <form className="card card--muted utility-request stack" onSubmit={submit} aria-label="Request your utility">
      <p>Tell us your utility and we&apos;ll work on adding its rate plans. Meanwhile we show general figures below.</p>
      <div className="field">
        <label htmlFor={inputId}>Utility name</label>
        <input
          id={inputId}
          type="text"
          value={name}
          maxLength={120}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <button type="submit" className="button" disabled={name.trim() === "" || stage === "sending"}>
        {stage === "sending" ? "Sending…" : "Submit"}
      </button>
    </form>
  );
}
