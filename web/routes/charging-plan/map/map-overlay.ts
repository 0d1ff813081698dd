// Draws the teaching layers on the driving-area map (part of the lazy MapCanvas chunk): county
// lines under the circle, station dots above it, and place names as HTML labels (the embedded style
// has no glyph server, so names are DOM elements rather than symbol layers).
import * as maplibregl from "maplibre-gl";
import type { ZipInfo } from "../../../../domain/zip/types";
import type { MapOverlay } from "./useMapOverlay";

/** The circle's fill layer: county lines go beneath it. */
export const OVERLAY_LAYERS_BEFORE = "driving-area-fill";
const COUNTIES = "county-lines";
const STATIONS = "stations";
/** Names on the map: the home place and the biggest towns in the circle. */
const MAX_LABELS = 10;
const FAST_COLOR = "#b42318";
const LEVEL2_COLOR = "#1d4ed8";

export interface OverlayHandles {
  labels: maplibregl.Marker[];
}

const EMPTY: GeoJSON.FeatureCollection = { type: "FeatureCollection", features: [] };

function ensureLayers(map: maplibregl.Map) {
  if (!map.getSource(COUNTIES)) {
    map.addSource(COUNTIES, { type: "geojson", data: EMPTY });
    map.addLayer(
      { id: COUNTIES, type: "line", source: COUNTIES, paint: { "line-color": "#9aa5b1", "line-width": 0.8, "line-dasharray": [3, 2] } },
      map.getLayer(OVERLAY_LAYERS_BEFORE) ? OVERLAY_LAYERS_BEFORE : undefined,
    );
  }
  if (!map.getSource(STATIONS)) {
    map.addSource(STATIONS, { type: "geojson", data: EMPTY });
    map.addLayer({
      id: STATIONS,
      type: "circle",
      source: STATIONS,
      paint: {
        "circle-radius": ["case", ["get", "fast"], 5, 3.5],
        "circle-color": ["case", ["get", "fast"], FAST_COLOR, LEVEL2_COLOR],
        "circle-stroke-color": "#ffffff",
        "circle-stroke-width": 1,
      },
    });
  }
}

function label(text: string, home: boolean): HTMLElement {
  const element = document.createElement("span");
  element.className = home ? "driving-map__label driving-map__label--home" : "driving-map__label";
  element.textContent = text;
  // The towns line under the map says the same for screen readers.
  element.setAttribute("aria-hidden", "true");
  return element;
}

export function applyOverlay(map: maplibregl.Map, handles: OverlayHandles, overlay: MapOverlay | null, location: ZipInfo | null) {
  ensureLayers(map);
  for (const marker of handles.labels) marker.remove();
  handles.labels = [];
  const counties = map.getSource(COUNTIES) as maplibregl.GeoJSONSource;
  const stations = map.getSource(STATIONS) as maplibregl.GeoJSONSource;
  if (!overlay || !location) {
    counties.setData(EMPTY);
    stations.setData(EMPTY);
    return;
  }
  counties.setData({
    type: "Feature",
    properties: {},
    geometry: {
      type: "MultiLineString",
      coordinates: overlay.countyLines.map((flat) => {
        const line: [number, number][] = [];
        for (let i = 0; i + 1 < flat.length; i += 2) line.push([flat[i]!, flat[i + 1]!]);
        return line;
      }),
    },
  });
  stations.setData({
    type: "FeatureCollection",
    features: overlay.stations.map((station) => ({
      type: "Feature",
      properties: { fast: station.ports.dcFast > 0 },
      geometry: { type: "Point", coordinates: [station.lon, station.lat] },
    })),
  });
  const home = location.placeName.split(",")[0]!.trim();
  handles.labels.push(new maplibregl.Marker({ element: label(home, true), anchor: "top", offset: [0, 4] }).setLngLat([location.lng, location.lat]).addTo(map));
  for (const town of overlay.towns.slice(0, MAX_LABELS)) {
    handles.labels.push(new maplibregl.Marker({ element: label(town.name, false) }).setLngLat([town.lon, town.lat]).addTo(map));
  }
}

/**
 * Hides labels that would overlap one already shown, in priority order (home first, then the
 * biggest towns), so names stay readable at any zoom. Run after every move and zoom.
 */
export function declutterLabels(handles: OverlayHandles) {
  const shown: DOMRect[] = [];
  for (const marker of handles.labels) {
    const element = marker.getElement();
    element.style.visibility = "";
    const box = element.getBoundingClientRect();
    const overlaps = shown.some((other) => box.left < other.right + 4 && box.right + 4 > other.left && box.top < other.bottom && box.bottom > other.top);
    if (overlaps) element.style.visibility = "hidden";
    else shown.push(box);
  }
}
