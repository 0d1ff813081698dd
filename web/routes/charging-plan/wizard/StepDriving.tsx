// Step 1, "Tell Us About Your Driving": ZIP and map, one-way miles, days per week, the round-trip
// summary, "Can you charge at home?" and, on yes, hours parked at home.
import { memo, useDeferredValue, useId } from "react";
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

// The map redraws in a low-priority render after the keystroke or slider move has painted: React
// can interrupt it, so typing a ZIP or dragging a slider never waits on the map (INP, issue 25).
const DeferredDrivingAreaMap = memo(DrivingAreaMap);

const milesText = (n: number) => m.wizard_miles({ count: n, countText: formatInteger(n) });
const daysText = (n: number) => m.wizard_days({ count: n, countText: formatInteger(n) });
const hoursText = (n: number) => m.wizard_hours({ count: n, countText: formatInteger(n) });

export function StepDriving({ draft, update, errors }: StepDrivingProps) {
  const zipId = useId();
  const lookup = useZipInfo(draft.zipCode);
  const { dailyMiles, annualMiles } = drivingFigures(draft.oneWayMiles, draft.daysPerWeek);
  const errorFor = (field: WizardError["field"]) => {
    const found = errors.find((error) => error.field === field);
    return found ? wizardErrorText(found) : undefined;
  };
  const zipError = errorFor("zipCode");
  const mapZip = useDeferredValue(draft.zipCode);
  const mapMiles = useDeferredValue(dailyMiles);
  const mapLookup = useDeferredValue(lookup);

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
        <UtilityPicker
          options={lookup.info.electric}
          value={chosenUtility({ utilities: lookup.info.electric }, draft.electricUtility)?.key ?? ""}
          onChange={(electricUtility) => update({ electricUtility })}
        />
      ) : null}

      <DeferredDrivingAreaMap zip={mapZip} dailyMiles={mapMiles} lookup={mapLookup} />

      <SliderField
        name="oneWayMiles"
        label={m.wizard_one_way_label()}
        value={draft.oneWayMiles}
        bounds={SLIDER_BOUNDS.oneWayMiles}
        valueText={milesText(draft.oneWayMiles)}
        hint={m.wizard_one_way_hint()}
        error={errorFor("oneWayMiles")}
        onChange={(oneWayMiles) => update({ oneWayMiles })}
      />
      <SliderField
        name="daysPerWeek"
        label={m.wizard_days_label()}
        value={draft.daysPerWeek}
        bounds={SLIDER_BOUNDS.daysPerWeek}
        valueText={daysText(draft.daysPerWeek)}
        error={errorFor("daysPerWeek")}
        onChange={(daysPerWeek) => update({ daysPerWeek })}
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

      <ChoiceGroup
        name="homeCharging"
        legend={m.wizard_home_legend()}
        value={draft.homeCharging}
        error={errorFor("homeCharging")}
        options={[
          { value: "yes", label: m.wizard_yes(), description: m.wizard_home_yes_description() },
          { value: "no", label: m.wizard_no(), description: m.wizard_home_no_description() },
        ]}
        onChange={(homeCharging) => update({ homeCharging })}
      />

      {draft.homeCharging === "yes" ? (
        <SliderField
          name="hoursParkedAtHome"
          label={m.wizard_hours_label()}
          value={draft.hoursParkedAtHome}
          bounds={SLIDER_BOUNDS.hoursParkedAtHome}
          valueText={hoursText(draft.hoursParkedAtHome)}
          hint={m.wizard_hours_hint()}
          onChange={(hoursParkedAtHome) => update({ hoursParkedAtHome })}
        />
      ) : null}
    </>
  );
}
