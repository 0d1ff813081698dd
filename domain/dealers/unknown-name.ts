// What an unknown slug's page may call the dealer (issue 15 item 5): when a slug may be shown back
// as a business name, and how. ./slug.ts decides which paths are dealer pages at all.
import { UNKNOWN_DEALER_NAME } from "./slug";

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

/** The name an unknown slug's page shows: slug-derived only when it looks like a business name. */
export function unknownDealerName(slug: string): string {
  return looksLikeBusinessName(slug) ? dealerNameFromSlug(slug) : UNKNOWN_DEALER_NAME;
}
