// The one MapLibre setup both maps use (the wizard's driving area, the public-charging guide's
// station map): MAP_STYLE_URL when configured, falling back to our embedded state-outline style when
// it is unset or fails to load (spec §7 "401 fallback"; README: MAP_STYLE_URL overrides everything).
// Imported only by lazy map modules, so maplibre-gl never reaches a page's first load.
import * as m from "../../../domain/i18n/messages";
import * as maplibregl from "maplibre-gl";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import "maplibre-gl/dist/maplibre-gl.css";
import { mapStyleUrl } from "../../lib/config";
import { embeddedStyle, US_CENTER, US_ZOOM } from "./map-style";

maplibregl.setWorkerUrl(workerUrl);

/**
 * A map in `container` on the configured style (or ours), at the continental US view, without
 * rotation, with zoom buttons. `container.dataset.mapStyle` says which style is showing
 * ("external" | "embedded"). Returns null when MapLibre cannot start (no WebGL): the caller
 * shows its page without the map.
 */
export function createBaseMap(container: HTMLElement): maplibregl.Map | null {
  const external = mapStyleUrl();
  let usingEmbedded = !external;
  let styleLoaded = false;
  let map: maplibregl.Map;
  try {
    map = new maplibregl.Map({
      container,
      style: external || embeddedStyle(window.location.origin),
      center: US_CENTER,
      zoom: US_ZOOM,
      // Our embedded basemap's credits are printed once under each map, so the control would only
      // repeat them and cover a corner. An external style keeps its attribution, compact and collapsed.
      attributionControl: external ? { compact: true } : false,
      dragRotate: false,
      pitchWithRotate: false,
      // MapLibre's own control labels, in the page's language.
      locale: {
        "NavigationControl.ZoomIn": m.mapui_zoom_in(),
        "NavigationControl.ZoomOut": m.mapui_zoom_out(),
        "Marker.Title": m.mapui_marker(),
        "Map.Title": m.mapui_map(),
        "AttributionControl.ToggleAttribution": m.mapui_attribution(),
      },
    });
  } catch {
    return null;
  }
  map.touchZoomRotate.disableRotation();
  map.addControl(new maplibregl.NavigationControl({ showCompass: false }), "top-right");
  container.dataset.mapStyle = usingEmbedded ? "embedded" : "external";
  if (external) {
    // MapLibre opens the compact attribution on load; start it collapsed so it never covers the map.
    map.once("load", () => container.querySelector(".maplibregl-ctrl-attrib")?.classList.remove("maplibregl-compact-show"));
  }
  map.on("style.load", () => {
    styleLoaded = true;
  });
  map.on("error", () => {
    // An external style that cannot load (401, network, bad JSON) falls back to ours. Errors after
    // the style loaded (a missing tile) are not style failures.
    if (usingEmbedded || styleLoaded) return;
    usingEmbedded = true;
    container.dataset.mapStyle = "embedded";
    map.setStyle(embeddedStyle(window.location.origin));
  });
  return map;
}
