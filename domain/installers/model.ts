// Installer records (charging-plan-and-guides.md §3 "Installer record"): the lists, the Installer
// type and helpers the app uses. Zod-free so the guide pages don't ship the schema: the records are
// validated by ./installers.schema.ts when they are imported (scripts/import-installers.mjs) and
// in the tests; that schema imports these lists and this type, never the other way round.

/** The 11 service areas, in the spec's order. */
export const SERVICE_AREAS = [
  "Greater LA",
  "Tri Valley",
  "The Peninsula",
  "South Bay",
  "San Francisco",
  "North Bay",
  "East Bay",
  "The Valley",
  "Orange County",
  "Inland Empire",
  "San Diego",
] as const;
export type ServiceArea = (typeof SERVICE_AREAS)[number];

/** Utilities named on installer records (spec §3). */
export const INSTALLER_UTILITIES = ["LADWP", "PG&E", "SCE", "SDG&E"] as const;

/** The metro regions of regionForZip (domain/zip/region.ts) that can hold installers. */
export const INSTALLER_REGIONS = ["Los Angeles", "Bay Area", "San Diego"] as const;
export type InstallerRegion = (typeof INSTALLER_REGIONS)[number];

/** One installer listing (InstallerSchema checks every field). */
export interface Installer {
  state: "CA";
  utility: (typeof INSTALLER_UTILITIES)[number];
  region: InstallerRegion;
  serviceArea: ServiceArea;
  company: string;
  city: string;
  phone: string;
  /** May be empty: some installers have no website. */
  website: string;
  /** The installer's review page. */
  yelpProfile: string;
}

/** A US phone number: 10 digits once spaces, dashes, dots and brackets are removed (optional +1). */
export const US_PHONE = /^(\+?1[\s.-]?)?(\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}$/;
/** tel: link for a US number: "+1" and the 10 digits. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  const ten = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  return `tel:+1${ten}`;
}
