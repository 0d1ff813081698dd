// Which one-segment paths may be dealer pages (savings-tools-and-pages.md §2 "Dealer landing
// pages"), and what an unknown slug may say about itself. Whether a slug is a *registered* dealer
// is data (the D1 registry, resolved by the Worker); this module only decides the syntax.
import { findRoute } from "../routes";
import { isReservedSlug } from "./reserved";

export { isReservedSlug, RESERVED_PREFIXES, RESERVED_SEGMENTS } from "./reserved";

/** Slugs are short, URL-safe words: letters, digits and hyphens (so /favicon.ico is never a dealer). */
const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/i;

/** The dealer slug a one-segment path names (lower-cased), or undefined when it cannot be a dealer page. */
export function matchDealerPath(pathname: string): string | undefined {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  const match = /^\/([^/]+)$/.exec(trimmed);
  if (!match?.[1]) return undefined;
  const segment = match[1];
  if (!SLUG_PATTERN.test(segment)) return undefined;
  const lower = segment.toLowerCase();
  if (isReservedSlug(lower)) return undefined;
  if (findRoute(trimmed)) return undefined;
  return lower;
}

/** Slug names longer than this are not shown: a real dealership's vanity URL is short. */
export const MAX_BUSINESS_SLUG_LENGTH = 40;

/**
 * Does an unknown slug look like a business name we may show back? Letters, digits and hyphens,
 * at most 40 characters, and not phone-number-like: 7 or more digits in all, or a run of 3+
 * digits next to another digit group ("call-555-0100"), is how spam slugs carry a number.
 */
export function looksLikeBusinessName(slug: string): boolean {
  if (slug.length === 0 || slug.length > MAX_BUSINESS_SLUG_LENGTH) return false;
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/i.test(slug)) return false;
  if (!/[a-z]/i.test(slug)) return false;
  const digits = slug.replace(/\D/g, "").length;
  if (digits >= 7) return false;
  if (/\d{3,}-\d{2,}/.test(slug) || /\d{2,}-\d{3,}/.test(slug)) return false;
  return true;
}

/** "bay-area-toyota" → "Bay Area Toyota"; the readable name for a slug. */
export function dealerNameFromSlug(slug: string): string {
  return slug
    .split("-")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(" ");
}

/** What an unregistered dealer page calls the dealer. */
export const UNKNOWN_DEALER_NAME = "your dealer";

/** The name an unknown slug's page shows: slug-derived only when it looks like a business name. */
export function unknownDealerName(slug: string): string {
  return looksLikeBusinessName(slug) ? dealerNameFromSlug(slug) : UNKNOWN_DEALER_NAME;
}
