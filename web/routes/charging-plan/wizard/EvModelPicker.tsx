// "Your car" in EV Details (issue 23): an optional make → model → year → version picker over
// fueleconomy.gov's EPA figures. Picking sets the plan's type, range (a PHEV's electric range),
// efficiency and model id; moving the range slider afterwards makes the range the person's own and
// removes the model (StepEvDetails). Without a model it says which efficiency the plan uses and
// how efficient most 2025–26 models are.
//
// The model list is its own chunk (domain/vehicles/ev-models.ts): it loads when the picker opens or
// the plan already names a model, never with the wizard's first load. Native selects: they work
// with a keyboard, a screen reader and a phone's own picker without any script of ours.
import { type Ref, useEffect, useId, useRef, useState } from "react";
import type { EvType } from "../../../../domain/progress/model";
import { formatInteger, formatIsoDay } from "../../../../domain/i18n/format";
import * as m from "../../../../domain/i18n/messages";
import { planMilesPerKwh } from "../../../../domain/charging-plan/assumptions";
import { DEFAULT_USER_INPUTS } from "../../../../domain/progress/model";
import {
  evMakes,
  evModelName,
  evModelsOfMake,
  evVersionsOf,
  evYearsOf,
  findEvModel,
  inputsForEvModel,
  loadEvModels,
  typicalEfficiency,
  type EvModel,
  type EvModelCatalog,
} from "../../../../domain/vehicles/ev-models";

// Getters: each read gives the words in the page's language (decided per render from the URL).
export const PICKER_TEXT = {
  get heading() {
    return m.wizard_picker_heading();
  },
  get open() {
    return m.wizard_picker_open();
  },
  get change() {
    return m.wizard_picker_change();
  },
  get remove() {
    return m.wizard_picker_remove();
  },
  get cancel() {
    return m.wizard_picker_cancel();
  },
  get loading() {
    return m.wizard_picker_loading();
  },
  get failed() {
    return m.wizard_picker_failed();
  },
  get retry() {
    return m.wizard_picker_retry();
  },
  get usesModel() {
    return m.wizard_picker_uses_model();
  },
  get handHint() {
    return m.wizard_picker_hand_hint();
  },
};

const typeName = (type: EvType) => (type === "PHEV" ? m.wizard_type_phev() : m.wizard_type_bev());
const oneDecimal = (value: number) => (Math.round(value * 10) / 10).toFixed(1);

/** "Most 2025–26 battery EVs do 2.1–3.3 mi/kWh" for the type (battery EVs until a type is chosen). */
export function typicalRangeText(type: EvType | ""): string {
  const typical = typicalEfficiency(type === "PHEV" ? "PHEV" : "BEV");
  const figures = {
    years: `${typical.modelYears[0]}–${String(typical.modelYears.at(-1)).slice(2)}`,
    low: oneDecimal(typical.low),
    high: oneDecimal(typical.high),
    count: formatInteger(typical.count),
    median: oneDecimal(typical.median),
  };
  return type === "PHEV" ? m.wizard_typical_phev(figures) : m.wizard_typical_bev(figures);
}

/**
 * Which efficiency the plan's money uses without a model: the person's own figure when set, else
 * the typical 2025–26 model of their kind (the money engine's rule, domain/charging-plan/assumptions.ts).
 */
export function planEfficiencyText(milesPerKwh: number | undefined, type: EvType | "" = "BEV"): string {
  if (typeof milesPerKwh === "number" && milesPerKwh > 0) return m.wizard_efficiency_own({ value: oneDecimal(milesPerKwh) });
  const value = oneDecimal(planMilesPerKwh({ ...DEFAULT_USER_INPUTS, evType: type }));
  return type === "PHEV" ? m.wizard_efficiency_typical_phev({ value }) : m.wizard_efficiency_typical_bev({ value });
}

export function sourceText(model: Pick<EvModelCatalog, "asOf">): string {
  return m.wizard_epa_source({ date: formatIsoDay(model.asOf) });
}

type LoadState = { catalog: EvModelCatalog | null; failed: boolean };

/** The model list once `active` turns true (and every render after). */
export function useEvModels(active: boolean): LoadState & { retry: () => void } {
  const [state, setState] = useState<LoadState>({ catalog: null, failed: false });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!active) return;
    let current = true;
    loadEvModels().then(
      (catalog) => current && setState({ catalog, failed: false }),
      () => current && setState({ catalog: null, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [active, attempt]);
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}

interface EvModelPickerProps {
  evType: EvType | "";
  evModelId: string;
  /** The plan's stored efficiency (0 or missing = the default). */
  milesPerKwh: number | undefined;
  onPick: (picked: ReturnType<typeof inputsForEvModel>) => void;
  onRemove: () => void;
}

export function EvModelPicker({ evType, evModelId, milesPerKwh, onPick, onRemove }: EvModelPickerProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const { catalog, failed, retry } = useEvModels(open || evModelId !== "");
  const chosen = catalog ? findEvModel(catalog, evModelId) : undefined;
  const chosenRef = useRef<HTMLHeadingElement>(null);
  const openRef = useRef<HTMLButtonElement>(null);
  const [announce, setAnnounce] = useState("");
  const focusAfter = useRef<"chosen" | "open" | null>(null);

  useEffect(() => {
    if (focusAfter.current === "chosen") chosenRef.current?.focus();
    if (focusAfter.current === "open") openRef.current?.focus();
    focusAfter.current = null;
  });

  const pick = (model: EvModel) => {
    onPick(inputsForEvModel(model));
    setOpen(false);
    setAnnounce(m.wizard_picked({ name: evModelName(model), miles: formatInteger(model.rangeMi), efficiency: oneDecimal(model.miPerKwh) }));
    focusAfter.current = "chosen";
  };

  return (
    <section className="ev-model" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="ev-model__heading">
        {PICKER_TEXT.heading}
      </h2>
      <p className="visually-hidden" role="status">
        {announce}
      </p>

      {evModelId !== "" && !open ? (
        chosen && catalog ? (
          <div className="ev-model__chosen card" data-testid="ev-model-chosen">
            <h3 ref={chosenRef} tabIndex={-1} className="ev-model__name">
              {evModelName(chosen)}
            </h3>
            <dl className="ev-model__figures">
              <div>
                <dt>{m.wizard_model_type()}</dt>
                <dd>{typeName(chosen.type)}</dd>
              </div>
              <div>
                <dt>{chosen.type === "PHEV" ? m.wizard_model_epa_electric_range() : m.wizard_model_epa_range()}</dt>
                <dd>{m.wizard_range_miles({ miles: formatInteger(chosen.rangeMi) })}</dd>
              </div>
              <div>
                <dt>{m.wizard_model_epa_efficiency()}</dt>
                <dd>
                  {m.wizard_model_efficiency_detail({
                    combined: oneDecimal(chosen.miPerKwh),
                    city: oneDecimal(chosen.cityMiPerKwh),
                    highway: oneDecimal(chosen.hwyMiPerKwh),
                  })}
                </dd>
              </div>
            </dl>
            <p>{PICKER_TEXT.usesModel}</p>
            <p className="source-note">{sourceText(catalog)}</p>
            <div className="ev-model__actions">
              <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
                {PICKER_TEXT.change}
              </button>
              <button
                type="button"
                className="button button--ghost"
                onClick={() => {
                  onRemove();
                  setAnnounce(m.wizard_model_removed());
                  focusAfter.current = "open";
                }}
              >
                {PICKER_TEXT.remove}
              </button>
            </div>
            <p className="field-hint">{PICKER_TEXT.handHint}</p>
          </div>
        ) : failed ? (
          <LoadFailed retry={retry} />
        ) : catalog ? null : (
          <p role="status">{PICKER_TEXT.loading}</p>
        )
      ) : null}

      {evModelId === "" || (catalog && !chosen) ? (
        <div className="ev-model__none">
          <p data-testid="plan-efficiency">{planEfficiencyText(milesPerKwh, evType)}</p>
          <p className="source-note" data-testid="typical-efficiency">
            {typicalRangeText(evType)} {m.wizard_typical_source({ date: formatIsoDay(typicalEfficiency("BEV").asOf) })}
          </p>
          {!open ? (
            <button
              ref={openRef}
              type="button"
              className="button button--secondary"
              onClick={() => setOpen(true)}
            >
              {PICKER_TEXT.open}
            </button>
          ) : null}
        </div>
      ) : null}

      {open ? (
        <div id={`${id}-picker`} className="ev-model__picker">
          {failed ? (
            <LoadFailed retry={retry} />
          ) : (
            <ModelSelects catalog={catalog} initial={chosen} onPick={pick} />
          )}
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              setOpen(false);
              focusAfter.current = evModelId !== "" ? "chosen" : "open";
            }}
          >
            {PICKER_TEXT.cancel}
          </button>
        </div>
      ) : null}
    </section>
  );
}

function LoadFailed({ retry }: { retry: () => void }) {
  return (
    <div className="alert alert--error" role="alert">
      <p>{PICKER_TEXT.failed}</p>
      <button type="button" className="button button--small" onClick={retry}>
        {PICKER_TEXT.retry}
      </button>
    </div>
  );
}

interface PickerSelectProps {
  id: string;
  label: string;
  name: string;
  value: string;
  /** The empty first choice. */
  placeholder: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
  /** Disabled when there is nothing to choose yet unless said otherwise. */
  disabled?: boolean;
  hint?: string;
  selectRef?: Ref<HTMLSelectElement>;
}

/** One of the picker's native selects: a label, an empty first choice, the options, an optional hint. */
function PickerSelect({ id, label, name, value, placeholder, options, onChange, disabled = options.length === 0, hint, selectRef }: PickerSelectProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        ref={selectRef}
        id={id}
        name={name}
        value={value}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

interface ModelSelectsProps {
  catalog: EvModelCatalog | null;
  initial: EvModel | undefined;
  onPick: (model: EvModel) => void;
}

/** Four native selects; each one's choices follow the one before. The last choice picks. */
function ModelSelects({ catalog, initial, onPick }: ModelSelectsProps) {
  const id = useId();
  const [make, setMake] = useState(initial?.make ?? "");
  const [model, setModel] = useState(initial?.model ?? "");
  const [year, setYear] = useState(initial ? String(initial.year) : "");
  const firstRef = useRef<HTMLSelectElement>(null);

  // Opening the picker puts the person on its first question once the list is there.
  const ready = catalog !== null;
  useEffect(() => {
    if (ready) firstRef.current?.focus();
  }, [ready]);

  const makes = catalog ? evMakes(catalog) : [];
  const models = catalog && make ? evModelsOfMake(catalog, make) : [];
  const years = catalog && make && model ? evYearsOf(catalog, make, model) : [];
  const versions = catalog && make && model && year ? evVersionsOf(catalog, make, model, Number(year)) : [];

  const pickVersion = (versionId: string) => {
    const found = versions.find((v) => v.id === versionId);
    if (found) onPick(found);
  };

  return (
    <div className="ev-model__selects">
      {!ready ? <p role="status">{PICKER_TEXT.loading}</p> : null}
      <PickerSelect
        selectRef={firstRef}
        id={`${id}-make`}
        label={m.wizard_select_make()}
        name="evMake"
        value={make}
        placeholder={m.wizard_select_make_placeholder()}
        options={makes.map((name) => ({ value: name, label: name }))}
        disabled={!ready}
        onChange={(next) => {
          setMake(next);
          setModel("");
          setYear("");
        }}
      />
      <PickerSelect
        id={`${id}-model`}
        label={m.wizard_select_model()}
        name="evModel"
        value={model}
        placeholder={m.wizard_select_model_placeholder()}
        options={models.map((name) => ({ value: name, label: name }))}
        onChange={(next) => {
          setModel(next);
          // One model year only: nothing to ask.
          const onlyYears = catalog && next ? evYearsOf(catalog, make, next) : [];
          setYear(onlyYears.length === 1 ? String(onlyYears[0]) : "");
        }}
      />
      <PickerSelect
        id={`${id}-year`}
        label={m.wizard_select_year()}
        name="evYear"
        value={year}
        placeholder={m.wizard_select_year_placeholder()}
        options={years.map((value) => ({ value: String(value), label: String(value) }))}
        onChange={setYear}
      />
      <PickerSelect
        id={`${id}-version`}
        label={m.wizard_select_version()}
        name="evVersion"
        value={initial && versions.some((v) => v.id === initial.id) ? initial.id : ""}
        placeholder={versions.length > 0 ? m.wizard_select_version_of({ count: formatInteger(versions.length) }) : m.wizard_select_version_placeholder()}
        options={versions.map((version) => ({
          value: version.id,
          label: `${version.version} (${version.rangeMi} mi, ${oneDecimal(version.miPerKwh)} mi/kWh)`,
        }))}
        onChange={pickVersion}
        hint={m.wizard_select_version_hint()}
      />
    </div>
  );
}
