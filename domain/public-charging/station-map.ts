// The charging-station map embed (charging-plan-and-guides.md §5, §7, §9): a PlugShare widget
// centred on the plan's ZIP. The centre is the ZIP's real centroid when we have it; otherwise the
// spec's prefix approximation to a big-city centre; otherwise Denver. A ZIP shorter than five
// characters gets the default widget with no position at all.

export const STATION_MAP_WIDGET = "https://www.plugshare.com/widget2.html";
export const STATION_MAP_ZOOM = 12;

/**
 * PlugShare outlet ids for the connectors US public chargers use (from PlugShare's embed
 * generator, developer.plugshare.com/embed): 2 J1772, 3 CHAdeMO, 6 Tesla (destination / wall
 * connector), 13 CCS, 42 Tesla Supercharger. Household outlets and non-US plugs are left out.
 */
export const STATION_MAP_PLUGS = [2, 3, 6, 13, 42] as const;

export interface LatLng {
  lat: number;
  lng: number;
}

export interface MetroCentre extends LatLng {
  city: string;
}

/** City-centre coordinates (city halls / downtown), 4 decimals ≈ 11 m. */
export const CITY_CENTRES = {
  losAngeles: { city: "Los Angeles", lat: 34.0537, lng: -118.2427 },
  newYork: { city: "New York", lat: 40.7128, lng: -74.006 },
  chicago: { city: "Chicago", lat: 41.8781, lng: -87.6298 },
  dallas: { city: "Dallas", lat: 32.7767, lng: -96.797 },
  atlanta: { city: "Atlanta", lat: 33.749, lng: -84.388 },
  seattle: { city: "Seattle", lat: 47.6062, lng: -122.3321 },
  denver: { city: "Denver", lat: 39.7392, lng: -104.9903 },
} as const satisfies Record<string, MetroCentre>;

/** The spec's ranges over the first five digits, checked in order (§7). */
export const PREFIX_RANGES: readonly { from: number; to: number; centre: MetroCentre }[] = [
  { from: 90000, to: 96199, centre: CITY_CENTRES.losAngeles },
  { from: 10000, to: 14999, centre: CITY_CENTRES.newYork },
  { from: 60000, to: 60699, centre: CITY_CENTRES.chicago },
  { from: 75000, to: 75999, centre: CITY_CENTRES.dallas },
  { from: 30000, to: 39999, centre: CITY_CENTRES.atlanta },
  { from: 98000, to: 99499, centre: CITY_CENTRES.seattle },
];

/** A ZIP long enough to place the map (§5: at least 5 characters, no other check). */
export function hasMapZip(zip: string): boolean {
  return zip.trim().length >= 5;
}

/**
 * The spec's local approximation: a big-city centre by the ZIP's first five digits, Denver for
 * anything else, including ZIPs whose first five characters are not digits (the "lookup failure").
 */
export function approximateCentreForZip(zip: string): { centre: MetroCentre; matched: boolean } {
  const first5 = zip.trim().slice(0, 5);
  if (!/^\d{5}$/.test(first5)) return { centre: CITY_CENTRES.denver, matched: false };
  const value = Number(first5);
  const range = PREFIX_RANGES.find((candidate) => value >= candidate.from && value <= candidate.to);
  return range ? { centre: range.centre, matched: true } : { centre: CITY_CENTRES.denver, matched: false };
}

export type MapCentreBasis = "zip-centroid" | "metro-approximation" | "default-city" | "none";

export interface StationMapEmbed {
  url: string;
  basis: MapCentreBasis;
  centre?: LatLng;
  /** For the caption: the city used when the centre is an approximation. */
  approximateCity?: string;
}

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

const validCentroid = (point: LatLng | undefined): point is LatLng =>
  !!point &&
  Number.isFinite(point.lat) &&
  Number.isFinite(point.lng) &&
  Math.abs(point.lat) <= 90 &&
  Math.abs(point.lng) <= 180;

/** Builds the widget URL. `centroid` is the looked-up ZIP centre when the lookup succeeded. */
export function buildStationMapEmbed(zip: string, centroid?: LatLng): StationMapEmbed {
  const plugs = `plugs=${STATION_MAP_PLUGS.join(",")}`;
  if (!hasMapZip(zip)) return { url: `${STATION_MAP_WIDGET}?${plugs}`, basis: "none" };

  let centre: LatLng;
  let basis: MapCentreBasis;
  let approximateCity: string | undefined;
  if (validCentroid(centroid)) {
    centre = centroid;
    basis = "zip-centroid";
  } else {
    const approximation = approximateCentreForZip(zip);
    centre = approximation.centre;
    basis = approximation.matched ? "metro-approximation" : "default-city";
    approximateCity = approximation.centre.city;
  }
  const lat = round4(centre.lat);
  const lng = round4(centre.lng);
  return {
    url: `${STATION_MAP_WIDGET}?${plugs}&latitude=${lat}&longitude=${lng}&zoom=${STATION_MAP_ZOOM}`,
    basis,
    centre: { lat, lng },
    ...(approximateCity ? { approximateCity } : {}),
  };
}

/** §9: the map is the viewport height minus 500 px, but never shorter than 600 px. */
export const STATION_MAP_MIN_HEIGHT = 600;
export function stationMapHeight(viewportHeight: number): number {
  if (!Number.isFinite(viewportHeight)) return STATION_MAP_MIN_HEIGHT;
  return Math.max(STATION_MAP_MIN_HEIGHT, Math.round(viewportHeight - 500));
}
