// "Recommended Installers": the directory rules of spec §5 (domain/installers/directory.ts) on
// screen. The ZIP comes from the plan and can be changed here; a new region resets the area filter.
// With no listings we say so and give advice that actually helps, never made-up companies.
import * as m from "../../../../../domain/i18n/messages";
import { useId, useState } from "react";
import {
  directoryView,
  INITIAL_FILTER_STATE,
  regionForDirectory,
  withArea,
  withRegion,
  type AreaFilter,
  type FilterState,
} from "../../../../../domain/installers/directory";
import { getInstallers } from "../../../../../domain/installers/data";
import { regionPhrase, regionRuleNote } from "../../../../../domain/installers/hiring";
import type { Installer } from "../../../../../domain/installers/model";
import { InstallerCard } from "./InstallerCard";
import { InstallerAdvice } from "./InstallerAdvice";
import "./installers.css";

interface InstallerDirectoryProps {
  zip: string;
  onZipChange: (zip: string) => void;
  /** Defaults to the shipped listings (domain/data/installers.json); tests pass fixtures. */
  installers?: readonly Installer[];
}

export function InstallerDirectory({ zip, onZipChange, installers = getInstallers() }: InstallerDirectoryProps) {
  const id = useId();
  const region = regionForDirectory(zip);
  const [filterState, setFilterState] = useState<FilterState>(() => withRegion(INITIAL_FILTER_STATE, region));
  // Reset during render (not in an effect) so a stale area never flashes for one frame.
  const current = withRegion(filterState, region);
  if (current !== filterState) setFilterState(current);
  const view = directoryView(installers, zip, current.area);

  return (
    <div className="installers">
      <div className="installers__zip">
        <label htmlFor={`${id}-zip`}>{m.installers_zip_label()}</label>
        <input
          id={`${id}-zip`}
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          value={zip}
          aria-describedby={`${id}-zip-hint`}
          onChange={(event) => onZipChange(event.target.value.replace(/\D/g, "").slice(0, 5))}
        />
        <p id={`${id}-zip-hint`} className="source-note">
          {m.installers_zip_hint()}
        </p>
      </div>

      <div aria-live="polite">
        {view.kind === "needs-zip" ? <p>{m.installers_needs_zip()}</p> : null}

        {view.kind === "outside-metros" ? <p className="alert">{view.message}</p> : null}

        {view.kind === "no-listings" ? (
          <p className="alert">
            {m.installers_no_listings({ region: regionPhrase(view.region) })}
          </p>
        ) : null}
        {regionRuleNote(zip) ? <p className="source-note">{regionRuleNote(zip)}</p> : null}

        {view.kind === "listings" ? (
          <>
            <div className="installers__filter">
              <label htmlFor={`${id}-area`}>{m.installers_area_label()}</label>
              <select
                id={`${id}-area`}
                value={view.filter}
                onChange={(event) => setFilterState(withArea(current, event.target.value as AreaFilter))}
              >
                <option value="all">{m.installers_all_areas()}</option>
                {view.areas.map((area) => (
                  <option key={area} value={area}>
                    {area}
                  </option>
                ))}
              </select>
            </div>
            <ul className="card-grid installers__list" aria-label={m.installers_list_label({ region: regionPhrase(view.region) })}>
              {view.installers.map((installer) => (
                <li key={`${installer.company}|${installer.serviceArea}`}>
                  <InstallerCard installer={installer} />
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>

      <InstallerAdvice />
    </div>
  );
}
