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

interface StepDrivingProps {
  draft: WizardDraft;
  update: (patch: Partial<WizardDraft>) => void;
  errors: WizardError[];
}

// The map redraws in a low-priority render after the keystroke or slider move has painted: React
// can interrupt it, so typing a ZIP or dragging a slider never waits on the map (INP, issue 25).
const DeferredDrivingAreaMap = memo(DrivingAreaMap);

const plural = (n: number, one: string, many: string) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

export function StepDriving({ draft, update, errors }: StepDrivingProps) {
  const zipId = useId();
  const lookup = useZipInfo(draft.zipCode);
  const { dailyMiles, annualMiles } = drivingFigures(draft.oneWayMiles, draft.daysPerWeek);
  const errorFor = (field: WizardError["field"]) => errors.find((error) => error.field === field)?.message;
  const zipError = errorFor("zipCode");
  const mapZip = useDeferredValue(draft.zipCode);
  const mapMiles = useDeferredValue(dailyMiles);
  const mapLookup = useDeferredValue(lookup);

  return (
    <>
      <div className="wizard-field">
        <label htmlFor={zipId}>Zip code</label>
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
            Where your car sleeps at night. We only use it to place your map and local info.
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
        label="How far one way?"
        value={draft.oneWayMiles}
        bounds={SLIDER_BOUNDS.oneWayMiles}
        valueText={plural(draft.oneWayMiles, "mile", "miles")}
        hint="Your usual trip from home, for example to work or school."
        error={errorFor("oneWayMiles")}
        onChange={(oneWayMiles) => update({ oneWayMiles })}
      />
      <SliderField
        name="daysPerWeek"
        label="How many days per week?"
        value={draft.daysPerWeek}
        bounds={SLIDER_BOUNDS.daysPerWeek}
        valueText={plural(draft.daysPerWeek, "day", "days")}
        error={errorFor("daysPerWeek")}
        onChange={(daysPerWeek) => update({ daysPerWeek })}
      />

      <dl className="driving-summary" aria-live="polite">
        <div>
          <dt>Daily round trip</dt>
          <dd data-testid="daily-miles">{plural(dailyMiles, "mile", "miles")}</dd>
        </div>
        <div>
          <dt>Estimated annual miles</dt>
          <dd data-testid="annual-miles">{plural(annualMiles, "mile", "miles")}</dd>
        </div>
      </dl>
      <p className="field-hint">Annual miles count 50 driving weeks a year.</p>

      <ChoiceGroup
        name="homeCharging"
        legend="Can you charge at home?"
        value={draft.homeCharging}
        error={errorFor("homeCharging")}
        options={[
          { value: "yes", label: "Yes", description: "I have a garage, driveway or an outlet near my parking spot." },
          { value: "no", label: "No", description: "I park on the street or somewhere without an outlet." },
        ]}
        onChange={(homeCharging) => update({ homeCharging })}
      />

      {draft.homeCharging === "yes" ? (
        <SliderField
          name="hoursParkedAtHome"
          label="How many hours is your car parked at home?"
          value={draft.hoursParkedAtHome}
          bounds={SLIDER_BOUNDS.hoursParkedAtHome}
          valueText={plural(draft.hoursParkedAtHome, "hour", "hours")}
          hint="On a typical night: the time you could be plugged in."
          onChange={(hoursParkedAtHome) => update({ hoursParkedAtHome })}
        />
      ) : null}
    </>
  );
}
