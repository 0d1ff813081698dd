// Which one-segment paths may be dealer pages (savings-tools-and-pages.md §2 "Dealer landing
// pages"), and what an unknown slug may say about itself. Whether a slug is a *registered* dealer
// is data (the D1 registry, resolved by the Worker); this module only decides the syntax.
import * as m from "../i18n/messages";
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

/**
 * What makes two slugs the same dealer: case and hyphens aside, `/galpin-honda` and `/GalpinHonda`
 * read as `/galpinhonda`. The registry keeps these keys unique (migrations/0005, a unique index on
 * the same expression), so a key names at most one dealer and every other spelling of it is an
 * alias the Worker answers with a 301 to the registered slug.
 */
export function dealerMatchKey(slug: string): string {
  return slug.toLowerCase().replaceAll("-", "");
}

/** A registered dealer's page: its slug at the root of the site (the route table's "/:slug"). */
export const dealerPath = (slug: string) => `/${slug}`;

/**
 * KV key of a dealer's cached record (worker/services/dealers.ts; the operator CLI deletes it after
 * a change): its match key, so every spelling of the slug (an alias) reads the same entry.
 * Versioned so a change of shape never reads an old entry.
 */
export function dealerCacheKey(slug: string): string {
  return `dealer:v2:${dealerMatchKey(slug)}`;
}

/** What an unregistered dealer page calls the dealer, in its tags and its body: never anything from the slug. */
export function unknownDealerName(): string {
  return m.dealer_unknown_name();
}
