// The Home Charger guide's selections and their share-link form. The link reopens the guide with
// the same selections (spec §4 "Sharing, guides"): the state travels base64urld in ?data=.
// Encoding is here (no zod); decoding a link, which is untrusted input, is readHomeChargerShare in
// ./guide-state.schema.ts, imported by the guide only when a link carries data.
import type { HomeSetup } from "../contracts/progress.schema";
import * as m from "../i18n/messages";
import { encodeJsonParam } from "../share/base64url";
import type { NOT_SURE, OutletChoice, OutletType } from "./outlet-types";

export const HOME_CHARGER_SHARE_PAGE = "home-charger";

/**
 * The link's payload (validated by HomeChargerShareSchema in ./guide-state.schema.ts): the spec's
 * guide share carries the plan inputs plus `page`; we keep the inputs this guide uses and add its
 * selections.
 */
export interface HomeChargerShare {
  page: typeof HOME_CHARGER_SHARE_PAGE;
  homeSetup: HomeSetup;
  outlet?: OutletType | typeof NOT_SURE;
  otherOutlets?: boolean;
  sharedOutlet?: "yes" | "no";
  zipCode?: string;
}
/** The share title, in the reader's language. */
export const homeChargerShareTitle = (): string => m.chargers_share_title();

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
