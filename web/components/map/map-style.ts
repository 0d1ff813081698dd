// Map styles and the driving-area geometry for the wizard's map. Imported only by the lazy
// MapCanvas module, so none of this (nor maplibre's types at runtime) reaches the entry bundle.
import type { StyleSpecification } from "maplibre-gl";
import { circle } from "@turf/circle";
import * as m from "../../../domain/i18n/messages";

/** Continental US, the view before a ZIP is known (spec §4: "starts centred on the continental US at zoom 4"). */
export const US_CENTER: [number, number] = [-98.5795, 39.8283];
export const US_ZOOM = 4;
/** With no daily driving there is no circle: fly to the ZIP at this zoom (spec §4). */
export const ZIP_ONLY_ZOOM = 12;
/** The circle is drawn with 64 points (spec §9). */
const CIRCLE_STEPS = 64;
/** fitBounds keeps 30% of the map around the circle: 15% on each side (spec §9 "30% padding"). */
export const FIT_PADDING_SHARE = 0.3;

export const AREA_SOURCE_ID = "driving-area";

/** Our own basemap: state outlines served from /data/map, no glyphs (no text layers), no token. */
export function embeddedStyle(origin: string): StyleSpecification {
  return {
    version: 8,
    name: "PlugPlan state outlines",
    sources: {
      states: { type: "geojson", data: `${origin}/data/map/us-states.json`, attribution: m.shell_map_attribution() },
    },
    layers: [
      { id: "background", type: "background", paint: { "background-color": "#d6e6ef" } },
      { id: "states-fill", type: "fill", source: "states", paint: { "fill-color": "#f7f8f4" } },
      { id: "states-line", type: "line", source: "states", paint: { "line-color": "#7b8794", "line-width": 1 } },
    ],
  };
}

export function drivingAreaPolygon(lng: number, lat: number, radiusMiles: number) {
  return circle([lng, lat], radiusMiles, { steps: CIRCLE_STEPS, units: "miles" });
}

/** [[west, south], [east, north]] of a polygon's outer ring. */
export function ringBounds(ring: number[][]): [[number, number], [number, number]] {
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const [lng = 0, lat = 0] of ring) {
    west = Math.min(west, lng);
    east = Math.max(east, lng);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  return [
    [west, south],
    [east, north],
  ];
}
