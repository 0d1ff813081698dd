// The MapLibre map itself. Lazy: this module (and maplibre-gl with its CSS and worker) loads only
// when the wizard's ZIP reaches 5 characters. Base map: MAP_STYLE_URL when configured, falling back
// to our embedded state-outline style when it is unset or fails to load (spec §7 "401 fallback").
//
// Test hook: the container carries data-map-style, data-marker-lng/-lat, data-circle-radius-miles
// and data-circle-points, set only after the map has actually applied them.
import * as maplibregl from "maplibre-gl";
import * as m from "../../../../domain/i18n/messages";
import { useEffect, useRef, useState } from "react";
import { radiusMilesFor } from "../../../../domain/map/driving-area";
import type { ZipInfo } from "../../../../domain/zip/types";
import { applyOverlay, declutterLabels, OVERLAY_LAYERS_BEFORE, type OverlayHandles } from "./map-overlay";
import type { MapOverlay } from "./useMapOverlay";
import { createBaseMap } from "../../../components/map/base-map";
import {
  AREA_SOURCE_ID,
  drivingAreaPolygon,
  FIT_PADDING_SHARE,
  ringBounds,
  ZIP_ONLY_ZOOM,
} from "../../../components/map/map-style";

const EMPTY: GeoJSON.FeatureCollection = { type: "FeatureCollection", features: [] };

function addAreaLayers(map: maplibregl.Map) {
  if (map.getSource(AREA_SOURCE_ID)) return;
  map.addSource(AREA_SOURCE_ID, { type: "geojson", data: EMPTY });
  map.addLayer({ id: OVERLAY_LAYERS_BEFORE, type: "fill", source: AREA_SOURCE_ID, paint: { "fill-color": "#0b5f4a", "fill-opacity": 0.15 } });
  map.addLayer({ id: "driving-area-line", type: "line", source: AREA_SOURCE_ID, paint: { "line-color": "#0b5f4a", "line-width": 2 } });
}

interface MapCanvasProps {
  location: ZipInfo | null;
  dailyMiles: number;
  /** Place names, county lines and station dots (useMapOverlay); null until loaded. */
  overlay?: MapOverlay | null;
}

export default function MapCanvas({ location, dailyMiles, overlay = null }: MapCanvasProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<maplibregl.Map | null>(null);
  const markerRef = useRef<maplibregl.Marker | null>(null);
  const overlayRef = useRef<OverlayHandles>({ labels: [] });
  // Bumps whenever a style finishes loading: layers must be re-added after a style switch.
  const [styleVersion, setStyleVersion] = useState(0);
  const [unsupported, setUnsupported] = useState(false);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const map = createBaseMap(container);
    if (!map) {
      // No WebGL: MapLibre, the external system this effect sets up, refused; say so once.
      setUnsupported(true); // the rest of the wizard works without the map
      return;
    }
    map.on("moveend", () => declutterLabels(overlayRef.current));
    map.on("style.load", () => {
      addAreaLayers(map);
      setStyleVersion((version) => version + 1);
    });
    mapRef.current = map;
    return () => {
      markerRef.current = null;
      mapRef.current = null;
      map.remove();
    };
  }, []);

  useEffect(() => {
    const map = mapRef.current;
    const container = containerRef.current;
    if (!map || !container || styleVersion === 0) return;
    applyOverlay(map, overlayRef.current, overlay, location);
    declutterLabels(overlayRef.current);
    container.dataset.placeLabels = String(overlayRef.current.labels.length);
    container.dataset.stationDots = String(overlay?.stations.length ?? 0);
    container.dataset.countyLines = String(overlay?.countyLines.length ?? 0);
  }, [overlay, location, styleVersion]);

  useEffect(() => {
    const map = mapRef.current;
    const container = containerRef.current;
    if (!map || !container || styleVersion === 0) return;
    const source = map.getSource(AREA_SOURCE_ID) as maplibregl.GeoJSONSource | undefined;
    if (!location) {
      markerRef.current?.remove();
      markerRef.current = null;
      source?.setData(EMPTY);
      delete container.dataset.markerLng;
      delete container.dataset.markerLat;
      delete container.dataset.circleRadiusMiles;
      delete container.dataset.circlePoints;
      return;
    }
    const center: [number, number] = [location.lng, location.lat];
    if (!markerRef.current) markerRef.current = new maplibregl.Marker({ color: "#0b5f4a" }).setLngLat(center).addTo(map);
    else markerRef.current.setLngLat(center);
    container.dataset.markerLng = String(location.lng);
    container.dataset.markerLat = String(location.lat);

    const radiusMiles = radiusMilesFor(dailyMiles);
    if (radiusMiles > 0) {
      const polygon = drivingAreaPolygon(location.lng, location.lat, radiusMiles);
      source?.setData(polygon);
      const ring = polygon.geometry.coordinates[0] ?? [];
      const { clientWidth, clientHeight } = container;
      map.fitBounds(ringBounds(ring), {
        padding: {
          top: (clientHeight * FIT_PADDING_SHARE) / 2,
          bottom: (clientHeight * FIT_PADDING_SHARE) / 2,
          left: (clientWidth * FIT_PADDING_SHARE) / 2,
          right: (clientWidth * FIT_PADDING_SHARE) / 2,
        },
      });
      container.dataset.circleRadiusMiles = String(radiusMiles);
      container.dataset.circlePoints = String(ring.length);
    } else {
      source?.setData(EMPTY);
      map.flyTo({ center, zoom: ZIP_ONLY_ZOOM });
      delete container.dataset.circleRadiusMiles;
      delete container.dataset.circlePoints;
    }
  }, [location, dailyMiles, styleVersion]);

  if (unsupported) {
    return (
      <p className="driving-map__message" role="status">
        {m.planweb_map_unsupported()}
      </p>
    );
  }
  return (
    <div
      ref={containerRef}
      className="driving-map__canvas"
      data-testid="driving-map"
    />
  );
}
