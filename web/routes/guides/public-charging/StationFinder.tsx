// "Find stations near you": the ZIP field (starting from the plan's ZIP), the nearest stations on
// every screen and, on desktop, PlugShare's map as an extra. Loaded as its own chunk by the guide.
import { lazy, Suspense, useEffect, useId, useState, type FormEvent } from "react";
import { STATION_LIST_ID } from "../../../../domain/stations/station-list-link";
import { NearbyStations } from "./NearbyStations";
import { isFiveDigitZip, zipFormatMessage } from "../../../../domain/zip/format";
import * as m from "../../../../domain/i18n/messages";

// Desktop only: the map (with the ZIP lookup) loads as its own chunk, so phones never fetch it.
const StationMap = lazy(() => import("./StationMap").then((module) => ({ default: module.StationMap })));


interface StationFinderProps {
  zip: string;
  onZip: (zip: string) => void;
  isDesktop: boolean;
  /** A share link is still being read: its ZIP may replace the plan's. */
  waiting: boolean;
}

export function StationFinder({ zip, onZip, isDesktop, waiting }: StationFinderProps) {
  // A link to the list (…#pc-map) lands on it: the router does not scroll to a hash, and this
  // section only exists once this chunk has rendered.
  useEffect(() => {
    if (window.location.hash !== `#${STATION_LIST_ID}`) return;
    const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    document.getElementById(STATION_LIST_ID)?.scrollIntoView({ block: "start", behavior: reduce ? "auto" : "instant" });
  }, []);
  return (
    <>
      {/* Keyed by the ZIP so the field follows a plan that loads late (signed-in users). */}
      <MapZipForm key={zip} zip={zip} onZip={onZip} />
      {waiting ? <p role="status">{m.guide_public_opening_shared_zip()}</p> : <NearbyStations zip={zip} withMap={isDesktop} />}
      {isDesktop ? (
        <Suspense
          fallback={
            <p className="station-map station-map--loading" role="status">
              {m.guide_public_map_loading()}
            </p>
          }
        >
          <h3 className="station-map__title">{m.guide_public_plugshare_map_title()}</h3>
          <StationMap zip={zip} waiting={waiting} />
        </Suspense>
      ) : null}
    </>
  );
}

function MapZipForm({ zip, onZip }: { zip: string; onZip: (zip: string) => void }) {
  const [draft, setDraft] = useState(zip);
  const [error, setError] = useState("");
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = draft.trim();
    if (!isFiveDigitZip(value)) {
      setError(zipFormatMessage());
      return;
    }
    setError("");
    onZip(value);
  };
  return (
    <form className="map-zip" onSubmit={submit} noValidate>
      <label htmlFor={`${id}-zip`}>{m.guide_public_zip_label()}</label>
      <div className="map-zip__row">
        <input
          id={`${id}-zip`}
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
          value={draft}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="button button--secondary">
          {m.guide_public_show_stations()}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="map-zip__error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
