// Incentives share link (spec §7: a `data` parameter holding base64 JSON with page and title).
// Like the other guides' links it reopens this page, here with the sender's filters and ZIP.
// Building is here (no zod); reading a link, which is untrusted, is readIncentivesShare in
// ./share.schema.ts, which the page imports only when a link carries data.
import { href, absoluteUrl } from "../routes";
import { encodeJsonParam } from "../share/base64url";
import type { IncentiveFilters } from "./filters";
import type { SharedIncentives } from "./share.schema";
import { isFiveDigitZip } from "../zip/format";
import * as m from "../i18n/messages";

export type { SharedIncentives };

export const INCENTIVES_PATH = href("incentives");
/** The title a share link carries (data, kept in English so links stay alike); pages show incentivesTitle(). */
export const INCENTIVES_TITLE = "EV Incentives & Rebates";

/** The finder's title in the reader's language (call during render). */
export function incentivesTitle(): string {
  return m.incentives_title();
}

export function incentivesShareUrl(origin: string, filters: IncentiveFilters, zip: string): string {
  const payload: SharedIncentives = { page: "incentives", title: INCENTIVES_TITLE, filters: { ...filters } };
  if (isFiveDigitZip(zip)) payload.zip = zip;
  return `${absoluteUrl(origin, INCENTIVES_PATH)}?data=${encodeJsonParam(payload)}`;
}
