// The wizard's driving-area map: placeholder texts and lookup states around the lazy MapCanvas.
// maplibre-gl is fetched only once the ZIP reaches 5 characters (spec §4) and stays loaded after.
import { lazy, Suspense, useState } from "react";
import { radiusMilesFor } from "../../../../domain/map/driving-area";
import { circleMiles } from "../../../../domain/stations/plan-line";
import type { ZipLookupState } from "../../../lib/zip/useZipInfo";
import * as m from "../../../../domain/i18n/messages";
import "../../../components/map/map.css";

// The canvas and its teaching layers (place names, county lines, stations, the towns line).
const MapWithOverlay = lazy(() => import("./MapWithOverlay"));

// Getters: each read gives the words in the page's language (decided per render from the URL).
export const MAP_TEXT = {
  get enterZip() {
    return m.planweb_map_enter_zip();
  },
  get loadingMap() {
    return m.planweb_map_loading();
  },
  get finding() {
    return m.planweb_map_finding();
  },
  get notFound() {
    return m.planweb_map_not_found();
  },
  get failed() {
    return m.planweb_map_failed();
  },
};

/** "20 miles" / "1 mile" (circleMiles' rounding), in the page's language. */
function circleMilesWords(radius: number): string {
  const miles = circleMiles(radius);
  return m.planweb_circle_miles({ count: Number(miles), countText: miles });
}

interface DrivingAreaMapProps {
  /** The ZIP has its 5 characters (only that matters here, so typing the first four renders nothing). */
  zipComplete: boolean;
  dailyMiles: number;
  lookup: ZipLookupState;
}

export function DrivingAreaMap({ zipComplete, dailyMiles, lookup }: DrivingAreaMapProps) {
  const [mapWanted, setMapWanted] = useState(false);
  // Derived during render (not in an effect) so the map starts loading on the same keystroke.
  if (!mapWanted && zipComplete) setMapWanted(true);

  const location = lookup.status === "found" && lookup.info ? lookup.info : null;
  const radius = radiusMilesFor(dailyMiles);

  return (
    <section className="driving-map" aria-label={m.planweb_map_label()}>
      {mapWanted ? (
        <Suspense fallback={<p className="driving-map__message">{MAP_TEXT.loadingMap}</p>}>
          <MapWithOverlay location={location} dailyMiles={dailyMiles} />
        </Suspense>
      ) : (
        <p className="driving-map__message">{MAP_TEXT.enterZip}</p>
      )}
      <div className="driving-map__status" role="status" aria-live="polite">
        {mapWanted && lookup.status === "idle" ? <span className="driving-map__chip">{MAP_TEXT.enterZip}</span> : null}
        {lookup.status === "loading" ? <span className="driving-map__chip">{MAP_TEXT.finding}</span> : null}
        {lookup.status === "not-found" ? <span className="badge badge--danger driving-map__badge">{MAP_TEXT.notFound}</span> : null}
        {lookup.status === "error" ? <span className="badge badge--danger driving-map__badge">{MAP_TEXT.failed}</span> : null}
      </div>

      {location ? (
        <p className="driving-map__caption">
          {location.placeName}
          {radius > 0 ? m.planweb_map_circle({ miles: circleMilesWords(radius) }) : ""}
        </p>
      ) : null}
      {mapWanted ? (
        // Printed once, here: the map itself carries no attribution box (MapCanvas).
        <p className="source-note driving-map__credit">
          {m.planweb_map_credit()}
        </p>
      ) : null}
    </section>
  );
}
