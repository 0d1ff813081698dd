// Desktop only: the listed stations as numbered markers on our own map (the numbers match the
// list), around the ZIP's centre, on the same base map as the wizard (MAP_STYLE_URL first, ours as
// the fallback: components/map/base-map.ts). Lazy, with maplibre, so phones and first loads never carry it.
import * as maplibregl from "maplibre-gl";
import { useEffect, useRef, useState } from "react";
import type { Station } from "../../../../domain/stations/types";
import { createBaseMap } from "../../../components/map/base-map";
import { ringBounds } from "../../../components/map/map-style";
import "../../../components/map/map.css";

export default function NearbyStationsMap({ centre, stations }: { centre: { lat: number; lon: number }; stations: readonly Station[] }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<maplibregl.Map | null>(null);
  const [unsupported, setUnsupported] = useState(false);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const map = createBaseMap(container);
    if (!map) {
      // No WebGL: MapLibre, the external system this effect sets up, refused; say so once.
      setUnsupported(true);
      return;
    }
    mapRef.current = map;
    setReady(true);
    return () => {
      mapRef.current = null;
      map.remove();
    };
  }, []);

  useEffect(() => {
    const map = mapRef.current;
    const container = containerRef.current;
    if (!ready || !map || !container) return;
    const markers = [
      new maplibregl.Marker({ color: "#0b5f4a" }).setLngLat([centre.lon, centre.lat]).addTo(map),
      ...stations.map((station, index) => {
        const element = document.createElement("span");
        element.className = `nearby-map__marker${station.ports.dcFast > 0 ? " nearby-map__marker--fast" : ""}`;
        element.textContent = String(index + 1);
        element.setAttribute("aria-hidden", "true"); // the numbered list is the accessible version
        return new maplibregl.Marker({ element }).setLngLat([station.lon, station.lat]).addTo(map);
      }),
    ];
    const points = [[centre.lon, centre.lat], ...stations.map((station) => [station.lon, station.lat])];
    if (points.length > 1) map.fitBounds(ringBounds(points), { padding: 40, maxZoom: 15, duration: 0 });
    else map.jumpTo({ center: [centre.lon, centre.lat], zoom: 11 });
    container.dataset.stationMarkers = String(stations.length);
    return () => {
      for (const marker of markers) marker.remove();
    };
  }, [ready, centre.lat, centre.lon, stations]);

  if (unsupported) return null;
  // The numbered list above is the accessible version of this map.
  return <div ref={containerRef} className="nearby-map" data-testid="nearby-stations-map" />;
}
