// Slugs no dealer can have. No imports: the operator CLI (Node, types stripped) reads this file
// through domain/dealers/schema.ts, and the SPA's entry bundle through ./slug.ts.

/**
 * Words the spec reserves, plus segments our own pages, files and any site's own pages use, so
 * /pricing or /contact never turn into a "dealer" (issue 15 item 5).
 */
export const RESERVED_SEGMENTS: ReadonlySet<string> = new Set([
  // the spec's reserved words
  "charging-plan",
  "login",
  "about",
  "terms-of-service",
  "privacy-policy",
  "shared-plan",
  // ours: API, assets, auth, dealer staff and development pages
  "api",
  "assets",
  "data",
  "auth",
  "dev",
  "og",
  "index",
  "dealer",
  "dealers",
  "dealer-logos",
  // words a site uses for its own pages
  "pricing",
  "price",
  "plans",
  "contact",
  "contact-us",
  "help",
  "support",
  "faq",
  "search",
  "admin",
  "administrator",
  "account",
  "accounts",
  "settings",
  "profile",
  "dashboard",
  "logout",
  "signin",
  "sign-in",
  "signup",
  "sign-up",
  "register",
  "blog",
  "news",
  "press",
  "careers",
  "jobs",
  "docs",
  "status",
  "terms",
  "privacy",
  "legal",
  "security",
  "static",
  "public",
  "www",
  "mail",
  "email",
  "app",
  "home",
  "sitemap",
  "robots",
  "partners",
  "shop",
  "store",
  "checkout",
  "cart",
]);

export const RESERVED_PREFIXES = ["ev-", "home-", "public-", "maximize-", "automate-"] as const;

/** Registry slugs: what an operator may register (lower case, at most 40 characters). */
export const REGISTRY_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;

/** Reserved words and product prefixes can never be dealer slugs (the registry refuses them too). */
export function isReservedSlug(slug: string): boolean {
  const lower = slug.toLowerCase();
  return RESERVED_SEGMENTS.has(lower) || RESERVED_PREFIXES.some((prefix) => lower.startsWith(prefix));
}
