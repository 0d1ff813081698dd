// Reading a share link's ?data= value: the one reader every shared page uses (plan, guides, the
// home-charger guide, incentives), with one result shape. The value is untrusted input: it is
// decoded here (base64url JSON, bounded length) and validated by the caller's `parse`, which lives
// in a *.schema.ts module with its zod schema. Anything that does not decode and validate is
// "invalid" as a whole, never half-applied; a missing value is "none". Never throws.
import { decodeJsonParam } from "./base64url";

export type ShareLink<T> = { status: "none" } | { status: "invalid" } | { status: "ok"; value: T };

export const NO_SHARE_LINK: ShareLink<never> = { status: "none" };
export const INVALID_SHARE_LINK: ShareLink<never> = { status: "invalid" };

/** Longest ?data= value any share link may carry (the plan's, the largest, stays well below). */
export const MAX_SHARE_PARAM_LENGTH = 2048;

/**
 * Decodes `data` and hands the JSON to `parse`, which returns the validated value or undefined.
 * Links pasted from some mail clients turn "+" into spaces; both spellings read alike.
 */
export function readShareLink<T>(data: string | null | undefined, parse: (raw: unknown) => T | undefined): ShareLink<T> {
  const param = data?.trim().replace(/ /g, "+");
  if (!param) return NO_SHARE_LINK;
  let raw: unknown;
  try {
    raw = decodeJsonParam(param, MAX_SHARE_PARAM_LENGTH);
  } catch {
    return INVALID_SHARE_LINK; // malformed base64, bad UTF-8, bad JSON or too long
  }
  const value = parse(raw);
  return value === undefined ? INVALID_SHARE_LINK : { status: "ok", value };
}
