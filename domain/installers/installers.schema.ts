// Installer records (charging-plan-and-guides.md §3 "Installer record"). Real listings are business
// data we load with `npm run installers:import` (scripts/import-installers.mjs keeps the same rules).
// The app reads the shipped file typed by ./model.ts; this schema checks it in the tests.
import * as z from "zod/mini";
import type { Assert, Same } from "../type-checks";
import { INSTALLER_REGIONS, INSTALLER_UTILITIES, SERVICE_AREAS, US_PHONE, type Installer } from "./model";

// The lists and helpers live in ./model.ts (no zod); re-exported for the scripts and tests.
export { INSTALLER_REGIONS, INSTALLER_UTILITIES, SERVICE_AREAS, telHref, US_PHONE } from "./model";
export type { Installer, InstallerRegion, ServiceArea } from "./model";

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
type _InstallerCheck = Assert<Same<z.infer<typeof InstallerSchema>, Installer>>;

export const InstallersFileSchema = z.array(InstallerSchema);
