// Step 1, "Tell Us About Your Driving": ZIP and map, one-way miles, days per week, the round-trip
// summary, "Can you charge at home?" and, on yes, hours parked at home.
import { memo, useCallback, useDeferredValue, useId, useMemo } from "react";
import { drivingFigures } from "../../../../domain/charging-plan/range-figures";
import { SLIDER_BOUNDS, type WizardDraft, type WizardError } from "../../../../domain/wizard/rules";
import { useZipInfo } from "../../../lib/zip/useZipInfo";
import { DrivingAreaMap } from "../map/DrivingAreaMap";
import { ChoiceGroup } from "./ChoiceGroup";
import { SliderField } from "../../../components/ui/SliderField";
import { UtilityPicker } from "../../../components/place/UtilityPicker";
import { chosenUtility } from "../../../../domain/place/resolve";
import { formatInteger } from "../../../../domain/i18n/format";
import * as m from "../../../../domain/i18n/messages";
import { wizardErrorText } from "./wizard-errors";

interface StepDrivingProps {
  draft: WizardDraft;
  update: (patch: Partial<WizardDraft>) => void;
  errors: WizardError[];
}

// What a keystroke in the ZIP box renders (INP, issue 32): the box itself, at once. The utility
// picker and the driving questions are memoised on what they show, so a keystroke passes them by;
// the map reads deferred values that change only when the ZIP becomes complete (or the lookup or
// the miles change), so typing the first four digits never renders it, and the fifth renders it in
// a low-priority pass React can interrupt (it was memoised on the ZIP itself, so every keystroke
// rendered it again, issue 25).
const MemoDrivingAreaMap = memo(DrivingAreaMap);
const MemoUtilityPicker = memo(UtilityPicker);
// Moving one slider renders that slider and the summary, not the other controls.
const MemoSliderField = memo(SliderField);
const MemoChoiceGroup = memo(ChoiceGroup) as typeof ChoiceGroup;

const milesText = (n: number) => m.wizard_miles({ count: n, countText: formatInteger(n) });
const daysText = (n: number) => m.wizard_days({ count: n, countText: formatInteger(n) });
const hoursText = (n: number) => m.wizard_hours({ count: n, countText: formatInteger(n) });

const errorFor = (errors: WizardError[], field: WizardError["field"]) => {
  const found = errors.find((error) => error.field === field);
  return found ? wizardErrorText(found) : undefined;
};

export function StepDriving({ draft, update, errors }: StepDrivingProps) {
  const zipId = useId();
  const lookup = useZipInfo(draft.zipCode);
  const zipError = errorFor(errors, "zipCode");
  const { dailyMiles } = drivingFigures(draft.oneWayMiles, draft.daysPerWeek);
  const mapZipComplete = useDeferredValue(draft.zipCode.length >= 5);
  const mapMiles = useDeferredValue(dailyMiles);
  const mapLookup = useDeferredValue(lookup);
  const onUtilityChange = useCallback((electricUtility: string) => update({ electricUtility }), [update]);

  return (
    <>
      <div className="wizard-field">
        <label htmlFor={zipId}>{m.wizard_zip_label()}</label>
        <input
          id={zipId}
          name="zipCode"
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          className="wizard-zip"
          value={draft.zipCode}
          aria-invalid={zipError ? true : undefined}
          aria-describedby={zipError ? `${zipId}-error` : `${zipId}-hint`}
          onChange={(event) => update({ zipCode: event.target.value.trim().slice(0, 5) })}
        />
        {zipError ? (
          <p id={`${zipId}-error`} className="field-error">
            {zipError}
          </p>
        ) : (
          <p id={`${zipId}-hint`} className="field-hint">
            {m.wizard_zip_hint()}
          </p>
        )}
      </div>

      {lookup.status === "found" && lookup.info ? (
        <MemoUtilityPicker
          options={lookup.info.electric}
          value={chosenUtility({ utilities: lookup.info.electric }, draft.electricUtility)?.key ?? ""}
          onChange={onUtilityChange}
        />
      ) : null}

      <MemoDrivingAreaMap zipComplete={mapZipComplete} dailyMiles={mapMiles} lookup={mapLookup} />

      <DrivingQuestions
        oneWayMiles={draft.oneWayMiles}
        daysPerWeek={draft.daysPerWeek}
        homeCharging={draft.homeCharging}
        hoursParkedAtHome={draft.hoursParkedAtHome}
        oneWayError={errorFor(errors, "oneWayMiles")}
        daysError={errorFor(errors, "daysPerWeek")}
        homeError={errorFor(errors, "homeCharging")}
        update={update}
      />
    </>
  );
}

interface DrivingQuestionsProps extends Pick<WizardDraft, "oneWayMiles" | "daysPerWeek" | "homeCharging" | "hoursParkedAtHome"> {
  oneWayError: string | undefined;
  daysError: string | undefined;
  homeError: string | undefined;
  update: (patch: Partial<WizardDraft>) => void;
}

/** The sliders, the round-trip summary and the home-charging question: none of them reads the ZIP. */
const DrivingQuestions = memo(function DrivingQuestions({
  oneWayMiles,
  daysPerWeek,
  homeCharging,
  hoursParkedAtHome,
  oneWayError,
  daysError,
  homeError,
  update,
}: DrivingQuestionsProps) {
  const { dailyMiles, annualMiles } = drivingFigures(oneWayMiles, daysPerWeek);
  const handlers = useMemo(
    () => ({
      oneWayMiles: (value: number) => update({ oneWayMiles: value }),
      daysPerWeek: (value: number) => update({ daysPerWeek: value }),
      homeCharging: (value: WizardDraft["homeCharging"]) => update({ homeCharging: value }),
      hoursParkedAtHome: (value: number) => update({ hoursParkedAtHome: value }),
    }),
    [update],
  );
  const homeOptions = useMemo(
    () => [
      { value: "yes" as const, label: m.wizard_yes(), description: m.wizard_home_yes_description() },
      { value: "no" as const, label: m.wizard_no(), description: m.wizard_home_no_description() },
    ],
    [],
  );

  return (
    <>
      <MemoSliderField
        name="oneWayMiles"
        label={m.wizard_one_way_label()}
        value={oneWayMiles}
        bounds={SLIDER_BOUNDS.oneWayMiles}
        valueText={milesText(oneWayMiles)}
        hint={m.wizard_one_way_hint()}
        error={oneWayError}
        onChange={handlers.oneWayMiles}
      />
      <MemoSliderField
        name="daysPerWeek"
        label={m.wizard_days_label()}
        value={daysPerWeek}
        bounds={SLIDER_BOUNDS.daysPerWeek}
        valueText={daysText(daysPerWeek)}
        error={daysError}
        onChange={handlers.daysPerWeek}
      />

      <dl className="driving-summary" aria-live="polite">
        <div>
          <dt>{m.wizard_daily_round_trip()}</dt>
          <dd data-testid="daily-miles">{milesText(dailyMiles)}</dd>
        </div>
        <div>
          <dt>{m.wizard_annual_miles()}</dt>
          <dd data-testid="annual-miles">{milesText(annualMiles)}</dd>
        </div>
      </dl>
      <p className="field-hint">{m.wizard_annual_note()}</p>

      <MemoChoiceGroup
        name="homeCharging"
        legend={m.wizard_home_legend()}
        value={homeCharging}
        error={homeError}
        options={homeOptions}
        onChange={handlers.homeCharging}
      />

      {homeCharging === "yes" ? (
        <MemoSliderField
          name="hoursParkedAtHome"
          label={m.wizard_hours_label()}
          value={hoursParkedAtHome}
          bounds={SLIDER_BOUNDS.hoursParkedAtHome}
          valueText={hoursText(hoursParkedAtHome)}
          hint={m.wizard_hours_hint()}
          onChange={handlers.hoursParkedAtHome}
        />
      ) : null}
    </>
  );
});
