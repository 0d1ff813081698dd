// The Home Charger guide's selections and their share-link form. The link reopens the guide with
// the same selections (spec §4 "Sharing, guides"): the state travels base64url-encoded in ?data=.
import * as z from "zod/mini";
import { HomeSetupSchema, type HomeSetup } from "../contracts/progress";
import { decodeJsonParam, encodeJsonParam } from "../share/base64url";
import { isOtherOutlet, NOT_SURE, OutletTypeSchema, type OutletChoice } from "./outlets";

export const HOME_CHARGER_SHARE_PAGE = "home-charger";
export const HOME_CHARGER_SHARE_TITLE = "My EV Home Charging Setup";

export interface HomeChargerGuideState {
  homeSetup: HomeSetup;
  outlet: OutletChoice;
  /** "Other outlets" revealed. */
  otherOutlets: boolean;
  /** Answer to "Is this outlet shared with another appliance?". */
  sharedOutlet: "yes" | "no" | null;
  /** ZIP typed for the installer directory (may be partial while typing; shared only when complete). */
  zipCode: string;
}

/**
 * The payload: the spec's guide share carries the plan inputs plus `page`; we keep the inputs this
 * guide uses and add its selections. Loose object: unknown keys (a fuller spec payload) are dropped.
 */
export const HomeChargerShareSchema = z.object({
  page: z.literal(HOME_CHARGER_SHARE_PAGE),
  homeSetup: HomeSetupSchema,
  outlet: z.optional(z.union([OutletTypeSchema, z.literal(NOT_SURE)])),
  otherOutlets: z.optional(z.boolean()),
  sharedOutlet: z.optional(z.enum(["yes", "no"])),
  zipCode: z.optional(z.string().check(z.regex(/^\d{5}$/))),
});
export type HomeChargerShare = z.infer<typeof HomeChargerShareSchema>;

export function initialGuideState(homeSetup: HomeSetup | "", zipCode: string): HomeChargerGuideState {
  return {
    homeSetup: homeSetup || "level1",
    outlet: null,
    otherOutlets: false,
    sharedOutlet: null,
    zipCode: /^\d{5}$/.test(zipCode) ? zipCode : "",
  };
}

export function encodeGuideState(state: HomeChargerGuideState): string {
  const payload: HomeChargerShare = { page: HOME_CHARGER_SHARE_PAGE, homeSetup: state.homeSetup };
  if (state.outlet) payload.outlet = state.outlet;
  if (state.otherOutlets) payload.otherOutlets = true;
  // The shared-outlet answer only means something once an outlet is chosen.
  if (state.outlet && state.sharedOutlet) payload.sharedOutlet = state.sharedOutlet;
  if (/^\d{5}$/.test(state.zipCode)) payload.zipCode = state.zipCode;
  return encodeJsonParam(payload);
}

/** The state in a ?data= value, or null when it is missing, undecodable or not ours. Never throws. */
export function decodeGuideState(param: string | null | undefined): HomeChargerGuideState | null {
  if (!param) return null;
  let raw: unknown;
  try {
    raw = decodeJsonParam(param);
  } catch {
    return null;
  }
  const parsed = HomeChargerShareSchema.safeParse(raw);
  if (!parsed.success) return null;
  const { homeSetup, outlet = null, otherOutlets = false, sharedOutlet = null, zipCode = "" } = parsed.data;
  return {
    homeSetup,
    outlet,
    // An "other" outlet is only visible with the toggle open.
    otherOutlets: otherOutlets || isOtherOutlet(outlet),
    sharedOutlet: outlet ? sharedOutlet : null,
    zipCode,
  };
}
