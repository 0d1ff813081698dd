// The collapsible filter panel (spec §4): three type switches and "Income restricted", all on at first.
import type { IncentiveFilters } from "../../../domain/incentives/filters";
import { Collapsible } from "../../components/ui/Collapsible";

import * as m from "../../../domain/i18n/messages";

/** The type switches, read during render (the words follow the page's language). */
const typeFilters = (): readonly { key: keyof IncentiveFilters; label: string; hint: string }[] => [
  { key: "newVehicle", label: m.incentives_filter_new(), hint: m.incentives_filter_new_hint() },
  { key: "usedVehicle", label: m.incentives_filter_used(), hint: m.incentives_filter_used_hint() },
  { key: "charger", label: m.incentives_filter_charger(), hint: m.incentives_filter_charger_hint() },
];

interface FilterPanelProps {
  filters: IncentiveFilters;
  onChange: (filters: IncentiveFilters) => void;
}

export function FilterPanel({ filters, onChange }: FilterPanelProps) {
  const toggle = (key: keyof IncentiveFilters) => onChange({ ...filters, [key]: !filters[key] });
  return (
    <Collapsible title={m.incentives_filters_title()} defaultOpen headingLevel={2} className="incentive-filters">
      <fieldset className="incentive-filters__group">
        <legend>{m.incentives_filters_type()}</legend>
        {typeFilters().map((filter) => (
          <Toggle key={filter.key} id={filter.key} label={filter.label} hint={filter.hint} checked={filters[filter.key]} onToggle={() => toggle(filter.key)} />
        ))}
      </fieldset>
      <fieldset className="incentive-filters__group">
        <legend>{m.incentives_filters_eligibility()}</legend>
        <Toggle
          id="incomeRestricted"
          label={m.incentives_filter_income()}
          hint={m.incentives_filter_income_hint()}
          checked={filters.incomeRestricted}
          onToggle={() => toggle("incomeRestricted")}
        />
      </fieldset>
    </Collapsible>
  );
}

function Toggle({ id, label, hint, checked, onToggle }: { id: string; label: string; hint: string; checked: boolean; onToggle: () => void }) {
  return (
    <label className="incentive-filter" htmlFor={`filter-${id}`}>
      <input id={`filter-${id}`} type="checkbox" role="switch" checked={checked} onChange={onToggle} aria-describedby={`filter-${id}-hint`} />
      <span>
        <span className="incentive-filter__label">{label}</span>
        <span id={`filter-${id}-hint`} className="incentive-filter__hint">
          {hint}
        </span>
      </span>
    </label>
  );
}
