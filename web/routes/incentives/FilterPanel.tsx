// The collapsible filter panel (spec §4): three type switches and "Income restricted", all on at first.
import type { IncentiveFilters } from "../../../domain/incentives/filters";
import { Collapsible } from "../../components/ui/Collapsible";

const TYPE_FILTERS: readonly { key: keyof IncentiveFilters; label: string; hint: string }[] = [
  { key: "newVehicle", label: "New vehicle", hint: "Rebates and grants for a new EV or plug-in hybrid" },
  { key: "usedVehicle", label: "Used vehicle", hint: "Rebates and grants for a pre-owned EV or plug-in hybrid" },
  { key: "charger", label: "Charger", hint: "Home chargers, panel upgrades and charging-rate credits" },
];

interface FilterPanelProps {
  filters: IncentiveFilters;
  onChange: (filters: IncentiveFilters) => void;
}

export function FilterPanel({ filters, onChange }: FilterPanelProps) {
  const toggle = (key: keyof IncentiveFilters) => onChange({ ...filters, [key]: !filters[key] });
  return (
    <Collapsible title="Filter incentives" defaultOpen headingLevel={2} className="incentive-filters">
      <fieldset className="incentive-filters__group">
        <legend>Incentive type</legend>
        {TYPE_FILTERS.map((filter) => (
          <Toggle key={filter.key} id={filter.key} label={filter.label} hint={filter.hint} checked={filters[filter.key]} onToggle={() => toggle(filter.key)} />
        ))}
      </fieldset>
      <fieldset className="incentive-filters__group">
        <legend>Eligibility</legend>
        <Toggle
          id="incomeRestricted"
          label="Income restricted"
          hint="Include programs only open to households under an income limit"
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
