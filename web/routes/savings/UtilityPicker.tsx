// "My utility": the select, the split-ZIP question and the "I don't see my utility" request form.
import { useEffect, useId, useRef, useState } from "react";
import { utilitySubmissionBody } from "../../../domain/contracts/utility-submission";
import { TARIFF_UTILITY_KEYS } from "../../../domain/rates/tariff-keys";
import { utilityLabel, type UtilityStart } from "../../../domain/rates/utility-choice";
import type { UtilityKey } from "../../../domain/zip/types";
import { postJson } from "../../lib/api";
import * as m from "../../../domain/i18n/messages";

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
  if (value === CUSTOM) return m.maxsave_dont_see();
  if (value === OUTSIDE) return m.maxsave_outside_option();
  return utilityLabel(value);
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
          <legend>{m.maxsave_split_question({ zip })}</legend>
          {start.candidates.map((key) => (
            <label key={key} className="utility-picker__choice">
              <input type="radio" name="split-utility" value={key} onChange={() => onChange(key)} />
              {utilityLabel(key)}
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
        <label htmlFor={selectId}>{m.maxsave_my_utility()}</label>
        <select
          id={selectId}
          value={value ?? ""}
          onChange={(event) => onChange(event.target.value as UtilitySelection)}
        >
          {value === null ? <option value="">{m.maxsave_choose_utility()}</option> : null}
          {covered.length > 0 ? (
            <optgroup label={m.maxsave_ca_group()}>
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
            ? m.maxsave_coverage_outside()
            : m.maxsave_coverage_ca()}
        </p>
        {start.kind === "selected" && start.reason === "zip" && value === start.key ? (
          <p className="source-note">{m.maxsave_picked_from_zip({ zip })}</p>
        ) : null}
        {start.kind === "selected" && start.reason === "lookup-failed" ? (
          <p className="source-note">{m.maxsave_lookup_failed()}</p>
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
        <p className="utility-request__thanks">{m.maxsave_thanks()}</p>
        <p>{m.maxsave_thanks_body()}</p>
      </div>
    );
  }

  return (
    <form className="card card--muted utility-request stack" onSubmit={submit} aria-label={m.maxsave_request_label()}>
      <p>{m.maxsave_request_intro()}</p>
      <div className="field">
        <label htmlFor={inputId}>{m.maxsave_utility_name()}</label>
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
        {stage === "sending" ? m.maxsave_sending() : m.maxsave_submit()}
      </button>
    </form>
  );
}
