// The installer directory rules (charging-plan-and-guides.md §5 "Installer list", §4, §8):
// region from the ZIP; the California region lists nobody and shows the §8 message; otherwise the
// region's installers, the first of each service area under "all", every one for a chosen area.
// The area filter starts at "all" and resets to "all" whenever the region changes.
import type { Region } from "../zip/types";
import { regionForZip } from "../zip/region";
import type { Installer, InstallerRegion, ServiceArea } from "./model";
import * as m from "../i18n/messages";

/** §8's message for the California region (no installers listed), in the reader's language. */
export const californiaRegionMessage = (): string => m.installers_outside_message();

export type AreaFilter = "all" | ServiceArea;

export function isCompleteZip(zip: string): boolean {
  return /^\d{5}$/.test(zip);
}

export function installersInRegion(installers: readonly Installer[], region: Region): Installer[] {
  if (region === "California") return [];
  return installers.filter((installer) => installer.region === region);
}

/** Service areas present in the list, in order of first appearance. */
export function serviceAreasOf(installers: readonly Installer[]): ServiceArea[] {
  return [...new Set(installers.map((installer) => installer.serviceArea))];
}

/** "all": the first installer of each service area; an area: all of that area's installers. */
export function visibleInstallers(installers: readonly Installer[], filter: AreaFilter): Installer[] {
  if (filter !== "all") return installers.filter((installer) => installer.serviceArea === filter);
  const seen = new Set<ServiceArea>();
  return installers.filter((installer) => {
    if (seen.has(installer.serviceArea)) return false;
    seen.add(installer.serviceArea);
    return true;
  });
}

export interface FilterState {
  region: Region | null;
  area: AreaFilter;
}

export const INITIAL_FILTER_STATE: FilterState = { region: null, area: "all" };

/** Follows the ZIP's region; a different region resets the area filter to "all". */
export function withRegion(state: FilterState, region: Region | null): FilterState {
  return region === state.region ? state : { region, area: "all" };
}

export function withArea(state: FilterState, area: AreaFilter): FilterState {
  return { ...state, area };
}

export type DirectoryView =
  | { kind: "needs-zip" }
  | { kind: "outside-metros"; region: "California"; message: string }
  | { kind: "no-listings"; region: InstallerRegion }
  | { kind: "listings"; region: InstallerRegion; areas: ServiceArea[]; filter: AreaFilter; installers: Installer[] };

/** The region a ZIP selects, or null until the ZIP has 5 digits. */
export function regionForDirectory(zip: string): Region | null {
  return isCompleteZip(zip) ? regionForZip(zip) : null;
}

export function directoryView(installers: readonly Installer[], zip: string, area: AreaFilter): DirectoryView {
  const region = regionForDirectory(zip);
  if (region === null) return { kind: "needs-zip" };
  if (region === "California") return { kind: "outside-metros", region, message: californiaRegionMessage() };
  const inRegion = installersInRegion(installers, region);
  if (inRegion.length === 0) return { kind: "no-listings", region };
  const areas = serviceAreasOf(inRegion);
  // A stale area (not in this region) falls back to "all" rather than showing nobody.
  const filter: AreaFilter = area !== "all" && areas.includes(area) ? area : "all";
  return { kind: "listings", region, areas, filter, installers: visibleInstallers(inRegion, filter) };
}
