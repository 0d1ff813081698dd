// Region for a ZIP (charging-plan-and-guides.md §5): an exact lookup wins; then the San Diego test,
// which runs first and also takes 919xx (Chula Vista, National City… are San Diego County), then
// 90/91 → Los Angeles, 94/95 → Bay Area, else California.
import type { Region } from "./types";

/**
 * Exact ZIP → region table ("a smaller table maps some zip codes to regions", spec §3). The spec's
 * rows were not given; it starts empty and takes rows when installer coverage needs them.
 */
export const REGION_OVERRIDES: Readonly<Record<string, Region>> = {};

export function regionForZip(zip: string): Region {
  const override = REGION_OVERRIDES[zip];
  if (override) return override;
  if (zip.startsWith("92") || zip.startsWith("919")) return "San Diego";
  if (zip.startsWith("90") || zip.startsWith("91")) return "Los Angeles";
  if (zip.startsWith("94") || zip.startsWith("95")) return "Bay Area";
  return "California";
}

/** The metros the incentive finder and installer directory support. */
export function isMetroRegion(region: Region): region is Exclude<Region, "California"> {
  return region !== "California";
}
