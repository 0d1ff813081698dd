// Directions to a station by its coordinates: a Google Maps URL (the documented "Maps URLs" form,
// https://www.google.com/maps/dir/?api=1&destination=…; opens the app on phones, the site
// elsewhere) and the RFC 5870 geo: URI, which hands the point to whatever map app the phone has.
import type { Station } from "../../../domain/stations/types";

export function directionsUrl(station: Pick<Station, "lat" | "lon">): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${station.lat}%2C${station.lon}`;
}

export function geoUri(station: Pick<Station, "lat" | "lon">): string {
  return `geo:${station.lat},${station.lon}`;
}
