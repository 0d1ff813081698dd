// Desktop only: the listed stations as numbered markers on our own map (the numbers match the
// list), around the ZIP's centre. Lazy, with maplibre, so phones and first loads never carry it.
import * as maplibregl from "maplibre-gl";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import "maplibre-gl/dist/maplibre-gl.css";
import { useEffect, useRef, useState } from "react";
import type { Station } from "../../../../domain/stations/types";
import { embeddedStyle, ringBounds, US_CENTER, US_ZOOM } from "../../../components/map/map-style";
import "../../../components/map/map.css";

maplibregl.setWorkerUrl(workerUrl);

export default function NearbyStationsMap({ centre, stations }: { centre: { lat: number; lon: number }; stations: readonly Station[] }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<maplibregl.Map | null>(null);
  const [unsupported, setUnsupported] = useState(false);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let map: maplibregl.Map;
    try {
      map = new maplibregl.Map({
        container,
        style: embeddedStyle(window.location.origin),
        // Placed on the ZIP and its stations by the effect below.
        center: US_CENTER,
        zoom: US_ZOOM,
        attributionControl: false, // credits are printed under the list
        dragRotate: false,
      });
    } catch {
      // No WebGL: MapLibre, the external system this effect sets up, refused; say so once.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setUnsupported(true);
      return;
    }
    map.addControl(new maplibregl.NavigationControl({ showCompass: false }), "top-right");
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
