// The station grid: cells of CELL_DEG × CELL_DEG degrees keyed "<row>_<col>" (scripts/data/stations.mjs
// writes the same keys), great-circle distance, and which cells a circle touches.

export const CELL_DEG = 0.5;
/** Mean Earth radius in statute miles (IUGG), for haversine distances. */
export const EARTH_RADIUS_MILES = 3958.8;

export interface LatLon {
  lat: number;
  lon: number;
}

export function cellKey(lat: number, lon: number, cellDeg = CELL_DEG): string {
  return `${Math.floor(lat / cellDeg)}_${Math.floor(lon / cellDeg)}`;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in miles. */
export function distanceMiles(a: LatLon, b: LatLon): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLon = toRadians(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Keys of every cell that some point of the circle falls in: the cells of the circle's bounding box
 * whose nearest point to the centre is within the radius.
 */
export function cellsInCircle(centre: LatLon, radiusMiles: number, cellDeg = CELL_DEG): string[] {
  const degLat = (radiusMiles / (Math.PI * EARTH_RADIUS_MILES)) * 180;
  // Longitude degrees shrink with latitude; use the circle's widest latitude (nearest the pole side
  // that is furthest from the equator) so the box never cuts the circle off.
  const widestLat = Math.min(89.9, Math.abs(centre.lat) + degLat);
  const degLon = Math.min(180, degLat / Math.cos(toRadians(widestLat)));
  const keys: string[] = [];
  for (let row = Math.floor((centre.lat - degLat) / cellDeg); row <= Math.floor((centre.lat + degLat) / cellDeg); row++) {
    for (let col = Math.floor((centre.lon - degLon) / cellDeg); col <= Math.floor((centre.lon + degLon) / cellDeg); col++) {
      const nearest = {
        lat: Math.min(Math.max(centre.lat, row * cellDeg), (row + 1) * cellDeg),
        lon: Math.min(Math.max(centre.lon, col * cellDeg), (col + 1) * cellDeg),
      };
      if (distanceMiles(centre, nearest) <= radiusMiles) keys.push(`${row}_${col}`);
    }
  }
  return keys;
}
