// Installer records (charging-plan-and-guides.md §3 "Installer record"). Real listings are business
// data we load with `npm run installers:import` (scripts/import-installers.mjs keeps the same rules).
import * as z from "zod/mini";

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

/** A US phone number: 10 digits once spaces, dashes, dots and brackets are removed (optional +1). */
export const US_PHONE = /^(\+?1[\s.-]?)?(\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}$/;
const HTTP_URL = /^https?:\/\/[^\s/?#]+\.[^\s/?#]+([/?#]\S*)?$/i;

const text = (max: number) => z.string().check(z.trim(), z.minLength(1, "is required"), z.maxLength(max));

export const InstallerSchema = z.strictObject({
  state: z.literal("CA"),
  utility: z.enum(INSTALLER_UTILITIES),
  region: z.enum(INSTALLER_REGIONS),
  serviceArea: z.enum(SERVICE_AREAS),
  company: text(120),
  city: text(80),
  phone: z.string().check(z.trim(), z.regex(US_PHONE, "must be a 10-digit US phone number")),
  /** May be empty: some installers have no website. */
  website: z.union([z.literal(""), z.string().check(z.regex(HTTP_URL, "must be an http(s) address"))]),
  /** The installer's review page. */
  yelpProfile: z.string().check(z.regex(HTTP_URL, "must be an http(s) address")),
});
export type Installer = z.infer<typeof InstallerSchema>;

export const InstallersFileSchema = z.array(InstallerSchema);

/** tel: link for a US number: "+1" and the 10 digits. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  const ten = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  return `tel:+1${ten}`;
}
