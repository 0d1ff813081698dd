// What the driving-area map teaches besides the circle: the towns it reaches (names on the map and
// the line under it), county lines, and the public stations inside it. Fetched as data once the ZIP
// is placed; the radius is debounced so dragging the miles slider doesn't fire a request per step.
import { useEffect, useState } from "react";
import { townsInCircle, townsLine, type MapCell, type Town } from "../../../../domain/map/cells";
import type { Station } from "../../../../domain/stations/types";
import type { ZipInfo } from "../../../../domain/zip/types";
import { loadMapCells } from "../../../lib/map/map-cells";
import { useStations } from "../../../lib/stations/useStations";
import { coverageMessage } from "../../../../domain/stations/words";

const OVERLAY_DEBOUNCE_MS = 400;
/** Station markers: the nearest ones only, so a dense city stays readable and the answer small. */
const MAP_STATION_LIMIT = 100;

export interface MapOverlay {
  towns: Town[];
  townsLine: string | null;
  countyLines: number[][];
  stations: Station[];
  /** Stations in the circle in all (the markers show the nearest MAP_STATION_LIMIT). */
  stationTotal: number;
  stationsNotLoaded: string | null;
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export function useMapOverlay(location: ZipInfo | null, radiusMiles: number): MapOverlay | null {
  const radius = useDebounced(radiusMiles, OVERLAY_DEBOUNCE_MS);
  const [cells, setCells] = useState<{ key: string; cells: MapCell[] } | null>(null);
  const lat = location?.lat;
  const lng = location?.lng;
  const key = lat !== undefined && lng !== undefined ? `${lat},${lng},${radius}` : "";

  useEffect(() => {
    if (lat === undefined || lng === undefined) return;
    let live = true;
    // Labels and county lines around the ZIP even without a circle (a few miles of context).
    loadMapCells({ lat, lon: lng }, Math.max(radius, 5)).then(
      (loaded) => live && setCells({ key, cells: loaded }),
      () => live && setCells({ key, cells: [] }), // the map still works without its labels
    );
    return () => {
      live = false;
    };
  }, [key, lat, lng, radius]);

  const stations = useStations(
    location && radius > 0 ? { lat: location.lat, lon: location.lng, radiusMi: radius, limit: MAP_STATION_LIMIT } : null,
  );

  if (!location || !cells || cells.key !== key) return null;
  const centre = { lat: location.lat, lon: location.lng };
  const home = { name: location.placeName.split(",")[0]!.trim(), state: location.state };
  const towns = radius > 0 ? townsInCircle(cells.cells, centre, radius, home) : [];
  const data = stations.status === "ready" ? stations.data : null;
  return {
    towns,
    townsLine: townsLine(towns, radius),
    countyLines: cells.cells.flatMap((cell) => cell.c),
    stations: data && data.coverage.status !== "none" ? data.stations : [],
    stationTotal: data?.totals.stations ?? 0,
    stationsNotLoaded: data && data.coverage.status === "none" ? coverageMessage(data.coverage) : null,
  };
}
