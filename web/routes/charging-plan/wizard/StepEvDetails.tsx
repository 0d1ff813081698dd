// Step 2, "Help us understand your EV's capabilities": PHEV or BEV, the optional model picker
// (EvModelPicker: EPA range and efficiency), the all-electric range slider (bounds by type, "300+"
// at the BEV maximum; moving it makes the range the person's own and removes the model) and, with
// home charging, the home setup.
import type { EvType } from "../../../../domain/contracts/progress.schema";
import { rangeBounds, rangeForNewType, rangeLabel, type WizardDraft, type WizardError } from "../../../../domain/wizard/rules";
import { ChoiceGroup } from "./ChoiceGroup";
import { lazy, Suspense } from "react";
import { SliderField } from "../../../components/ui/SliderField";
import { formatInteger } from "../../../../domain/i18n/format";
import * as m from "../../../../domain/i18n/messages";
import { wizardErrorText } from "./wizard-errors";

// The picker (and the small module with the typical efficiencies) is its own chunk, so the wizard's
// first load stays within the route budget; the wizard fetches it as soon as it mounts
// (preloadEvModelPicker), long before step 2. The model list itself loads only when used.
export const preloadEvModelPicker = () => import("./EvModelPicker");
const EvModelPicker = lazy(() => preloadEvModelPicker().then((module) => ({ default: module.EvModelPicker })));

interface StepEvDetailsProps {
  draft: WizardDraft;
  update: (patch: Partial<WizardDraft>) => void;
  errors: WizardError[];
  /** The plan's stored efficiency (0 or missing = the default). */
  milesPerKwh?: number;
  /** Sets the plan's efficiency (0 = back to the default): a picked model's, or none when it goes. */
  onEfficiencyChange?: (milesPerKwh: number) => void;
}

export function StepEvDetails({ draft, update, errors, milesPerKwh, onEfficiencyChange }: StepEvDetailsProps) {
  const hasModel = (draft.evModelId ?? "") !== "";
  // A model's efficiency goes with the model: removing it puts the plan back on the default.
  const removeModel = (patch: Partial<WizardDraft>) => {
    update({ ...patch, evModelId: "" });
    if (hasModel) onEfficiencyChange?.(0);
  };
  const errorFor = (field: WizardError["field"]) => {
    const found = errors.find((error) => error.field === field);
    return found ? wizardErrorText(found) : undefined;
  };
  const homeError = errorFor("homeCharging");

  return (
    <>
      <ChoiceGroup<EvType>
        name="evType"
        legend={m.wizard_ev_type_legend()}
        value={draft.evType}
        error={errorFor("evType")}
        options={[
          { value: "PHEV", label: "PHEV", description: m.wizard_phev_description() },
          { value: "BEV", label: "BEV", description: m.wizard_bev_description() },
        ]}
        onChange={(evType) => {
          // §4: picking a type resets the range to that type's typical value.
          if (evType === draft.evType) return;
          if (hasModel) removeModel({ evType, evRange: rangeForNewType(evType) });
          else update({ evType, evRange: rangeForNewType(evType) });
        }}
      />

      <Suspense fallback={<p className="ev-model ev-model--loading">{m.wizard_model_options_loading()}</p>}>
        <EvModelPicker
          evType={draft.evType}
          evModelId={draft.evModelId ?? ""}
          milesPerKwh={milesPerKwh}
          onPick={({ evModelId, evType, evRange, milesPerKwh: picked }) => {
            update({ evModelId, evType, evRange });
            onEfficiencyChange?.(picked);
          }}
          onRemove={() => removeModel({})}
        />
      </Suspense>

      {draft.evType !== "" ? (
        <SliderField
          name="evRange"
          label={m.wizard_range_label()}
          value={draft.evRange}
          bounds={rangeBounds(draft.evType)}
          // A model's EPA range is shown as it is (363 miles), the slider's own values as before.
          valueText={
            hasModel ? m.wizard_range_epa({ miles: formatInteger(draft.evRange) }) : m.wizard_range_miles({ miles: rangeLabel(draft.evType, draft.evRange) })
          }
          hint={draft.evType === "PHEV" ? m.wizard_range_hint_phev() : m.wizard_range_hint_bev()}
          onChange={(evRange) => (hasModel ? removeModel({ evRange }) : update({ evRange }))}
        />
      ) : null}

      {draft.homeCharging === "yes" ? (
        <ChoiceGroup
          name="homeSetup"
          legend={m.wizard_setup_legend()}
          value={draft.homeSetup}
          options={[
            { value: "level1", label: m.wizard_setup_level1(), description: m.wizard_setup_level1_description() },
            { value: "240v", label: m.wizard_setup_240v(), description: m.wizard_setup_240v_description() },
            { value: "level2", label: m.wizard_setup_level2(), description: m.wizard_setup_level2_description() },
          ]}
          onChange={(homeSetup) => update({ homeSetup })}
        />
      ) : null}

      {homeError ? (
        <p className="alert alert--error" role="alert">
          {homeError}
        </p>
      ) : null}
    </>
  );
}
