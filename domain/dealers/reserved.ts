// Slugs no dealer can have. No imports: the operator CLI (Node, types stripped) reads this file
// through domain/dealers/dealers.schema.ts, and the SPA's entry bundle through ./slug.ts (hence the
// space-separated lists: the entry has ~0.5 KB of budget to spare).

/**
 * The spec's reserved words; our own segments (API, assets, auth, dealer staff, development); and
 * words any site uses for its own pages, so /pricing or /contact never turn into a "dealer"
 * (issue 15 item 5).
 */
export const RESERVED_SEGMENTS: ReadonlySet<string> = new Set(
  (
    "charging-plan login about terms-of-service privacy-policy shared-plan " +
    "api assets data auth dev og index dealer dealers dealer-logos " +
    "pricing contact help support faq search admin account settings dashboard logout signin signup " +
    "register blog news careers jobs docs status terms privacy legal static public www app home sitemap shop cart"
  ).split(" "),
);

export const RESERVED_PREFIXES = ["ev-", "home-", "public-", "maximize-", "automate-"] as const;

/** Registry slugs: what an operator may register (lower case, at most 40 characters). */
export const REGISTRY_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;

/** Reserved words and product prefixes can never be dealer slugs (the registry refuses them too). */
export function isReservedSlug(slug: string): boolean {
  const lower = slug.toLowerCase();
  return RESERVED_SEGMENTS.has(lower) || RESERVED_PREFIXES.some((prefix) => lower.startsWith(prefix));
}
