// The generic dealer rule (savings-tools-and-pages.md §2): a one-segment path that is not
// reserved and does not start with a product prefix is a dealer landing page.
import { findRoute } from "../routes";
import { findNamedDealer, type NamedDealer } from "./dealers";

/** Words the spec reserves, plus the segments our own pages and files use. */
export const RESERVED_SEGMENTS: ReadonlySet<string> = new Set([
  "charging-plan",
  "login",
  "about",
  "terms-of-service",
  "privacy-policy",
  "shared-plan",
  // ours: API, assets, auth and development pages can never be dealers
  "api",
  "assets",
  "data",
  "auth",
  "dev",
  "og",
  "index",
]);

export const RESERVED_PREFIXES = ["ev-", "home-", "public-", "maximize-", "automate-"] as const;

/** Slugs are short, URL-safe words: letters, digits and hyphens (so /favicon.ico is never a dealer). */
const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/i;

export type DealerMatch = { kind: "named"; dealer: NamedDealer } | { kind: "generic"; slug: string };

export function matchDealerPath(pathname: string): DealerMatch | undefined {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  const match = /^\/([^/]+)$/.exec(trimmed);
  if (!match?.[1]) return undefined;
  const segment = match[1];
  const named = findNamedDealer(segment);
  if (named) return { kind: "named", dealer: named };
  if (!SLUG_PATTERN.test(segment)) return undefined;
  const lower = segment.toLowerCase();
  if (RESERVED_SEGMENTS.has(lower)) return undefined;
  if (RESERVED_PREFIXES.some((prefix) => lower.startsWith(prefix))) return undefined;
  if (findRoute(trimmed)) return undefined;
  return { kind: "generic", slug: segment };
}

/** "bay-area-toyota" → "Bay Area Toyota"; the readable name for a generic dealer slug. */
export function dealerNameFromSlug(slug: string): string {
  return slug
    .split("-")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(" ");
}
