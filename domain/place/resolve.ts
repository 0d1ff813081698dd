// A ZIP resolves once, here (issue 33, docs/decisions/0014-one-place-model.md): the ZIP lookup's
// shard row (domain/zip/shard.schema.ts) becomes the Place every screen reads, and the person's
// choice of "which one sends your bill" picks the utility. The browser (web/lib/charging-plan/usePlanPlace.ts)
// and the Worker (worker/og/zip-place.ts) both call placeFromZip and chosenUtility, so a plan is
// priced for the same utility on the page, the shared plan and its card.
import type { ZipInfo } from "../zip/types";
import type { UtilityKey } from "../zip/types";
import { UTILITY_KEYS } from "../zip/types";
import type { Place, PlaceElectricUtility, ProgramLocation } from "./types";

export function placeFromZip(info: ZipInfo): Place {
  return {
    zip: info.zip,
    state: info.state,
    placeName: info.placeName,
    lat: info.lat,
    lng: info.lng,
    county: info.county,
    areaGeographyIds: info.areaGeographyIds,
    utilities: info.electric,
  };
}

/**
 * The utility that sends the person's bill: the one they picked (by Rewiring America key) when it
 * serves the ZIP, else the predominant one (the first). null when the ZIP has none in our data.
 */
export function chosenUtility(place: Pick<Place, "utilities">, chosenKey?: string | null): PlaceElectricUtility | null {
  const picked = chosenKey ? place.utilities.find((u) => u.key === chosenKey) : undefined;
  return picked ?? place.utilities[0] ?? null;
}

/** Program eligibility's view of the place: its areas plus the chosen utility's territory. */
export function programLocation(place: Place, chosenUtilityKey?: string): ProgramLocation {
  const utility = chosenUtility(place, chosenUtilityKey);
  return {
    state: place.state,
    geographyIds: [...place.areaGeographyIds, ...(utility && !place.areaGeographyIds.includes(utility.geographyId) ? [utility.geographyId] : [])],
  };
}

/**
 * The California ZIP table's utility keys with the chosen utility's first (its tariffs then price
 * the plan). Outside California, and when the chosen utility has no California key, unchanged.
 */
export function californiaKeysFor(keys: readonly UtilityKey[], chosen: PlaceElectricUtility | null): UtilityKey[] {
  const key = chosen?.tariffKey;
  if (!key || !(UTILITY_KEYS as readonly string[]).includes(key) || !keys.includes(key as UtilityKey)) return [...keys];
  return [key as UtilityKey, ...keys.filter((k) => k !== key)];
}
