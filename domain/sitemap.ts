// /sitemap.xml and /robots.txt from the route table (issue 18 item 2): which pages search engines
// should find, at their canonical URLs, with a lastmod only where a dated source says when the
// page's content last changed. The Worker adds the registered dealers (D1) and serves both.
import { LEGAL_LAST_UPDATED } from "./content/legal";
import { INCENTIVE_DATA } from "./incentives/data";
import { publicChargingPrices } from "./public-charging/prices";
import { utilityRates } from "./rates/tariffs";
import { canonicalUrl, href, ROUTES, type RouteId, type RouteMeta } from "./routes";
import { statePrices } from "./savings/state-prices";
import { dealerPath } from "./dealers/slug";
import { LANGUAGE_TAG, LOCALES, localizePath, splitLocalePath } from "./i18n/locale";

/** Paths never listed, whatever the table says: personal, single-use, API and tooling paths. */
export const PRIVATE_PATH_PREFIXES: readonly string[] = [
  "/api",
  "/dev",
  ...(["shared-plan", "dealer-admin", "account", "login", "auth-confirm"] as const).map((id) => href(id)),
];

export function isPrivatePath(localizedPath: string): boolean {
  const path = splitLocalePath(localizedPath).path;
  return PRIVATE_PATH_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * A page search engines should index: it allows indexing, it is the same for everyone (not
 * `prerender: false`, whose first screen reads the query or a session), it is not private, and it
 * is not a guide's task page (its standalone twin is the canonical page, decision 0007).
 */
export function isIndexableRoute(route: RouteMeta): boolean {
  if (/\bnoindex\b/i.test(route.robots ?? "")) return false;
  if (route.prerender === false) return false;
  if (route.mode === "task") return false;
  return !isPrivatePath(route.path);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The latest of the full dates given (YYYY-MM-DD sorts as text); a bare year is not a date. */
export function latestDate(dates: readonly (string | undefined)[]): string | undefined {
  const full = dates.filter((date): date is string => typeof date === "string" && ISO_DATE.test(date));
  return full.length > 0 ? full.reduce((a, b) => (a > b ? a : b)) : undefined;
}

/**
 * The dated sources behind each page whose content changes with data: the page's lastmod is the
 * newest of them. Pages not listed have no dated source, so their entry has no lastmod (the
 * protocol makes it optional; a guessed date would be worse than none).
 */
const DATED_SOURCES: Partial<Record<RouteId, () => (string | undefined)[]>> = {
  // The plan shows the money: tariffs, public prices, gas and electricity prices, incentives.
  "charging-plan": () => [utilityRates.asOf, publicChargingPrices.asOf, statePrices.gas.asOf, INCENTIVE_DATA.statusAsOf],
  incentives: () => [INCENTIVE_DATA.statusAsOf],
  "maximize-savings-guide": () => [utilityRates.asOf],
  "public-charging-guide": () => [publicChargingPrices.asOf],
  calculator: () => [statePrices.gas.asOf, statePrices.electricity.asOf],
  terms: () => [LEGAL_LAST_UPDATED.iso],
  privacy: () => [LEGAL_LAST_UPDATED.iso],
};

export function routeLastmod(route: RouteMeta): string | undefined {
  const sources = DATED_SOURCES[route.id as RouteId];
  return sources ? latestDate(sources()) : undefined;
}

export interface SitemapEntry {
  loc: string;
  lastmod?: string;
  /** The same page in every language, and x-default (English): xhtml:link alternates (issue 29). */
  alternates: readonly { hreflang: string; href: string }[];
}

/** One entry per language of a language-free path, each listing all of them (hreflang both ways). */
function entriesInEveryLanguage(origin: string, path: string, lastmod: string | undefined): SitemapEntry[] {
  const alternates = [
    ...LOCALES.map((locale) => ({ hreflang: LANGUAGE_TAG[locale], href: canonicalUrl(origin, localizePath(path, locale)) })),
    { hreflang: "x-default", href: canonicalUrl(origin, path) },
  ];
  return LOCALES.map((locale) => ({ loc: canonicalUrl(origin, localizePath(path, locale)), ...(lastmod ? { lastmod } : {}), alternates }));
}

/** A registered dealer's page as the registry knows it (slug and its last update, ms since epoch). */
export interface SitemapDealer {
  slug: string;
  updatedAt: number;
}

/** Every indexable page of the table, then every registered dealer, on `origin`. */
export function sitemapEntries(origin: string, dealers: readonly SitemapDealer[]): SitemapEntry[] {
  const routes = ROUTES.filter(isIndexableRoute).flatMap((route) => entriesInEveryLanguage(origin, route.path, routeLastmod(route)));
  const dealerEntries = [...dealers]
    .sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0))
    .filter((dealer) => !isPrivatePath(dealerPath(dealer.slug)))
    .flatMap((dealer) => entriesInEveryLanguage(origin, dealerPath(dealer.slug), new Date(dealer.updatedAt).toISOString().slice(0, 10)));
  return [...routes, ...dealerEntries];
}

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
const escapeXml = (value: string) => value.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);

/** The sitemaps.org XML for `entries`. */
export function renderSitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `  <url>\n    <loc>${escapeXml(entry.loc)}</loc>\n${entry.lastmod ? `    <lastmod>${entry.lastmod}</lastmod>\n` : ""}` +
      entry.alternates.map(({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>\n`).join("") +
      "  </url>",
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

export const SITEMAP_PATH = "/sitemap.xml";

/**
 * robots.txt: crawl everything except the API and the dev tools, and find the sitemap. The
 * Sitemap line must be an absolute URL, so the Worker writes it with APP_ORIGIN. Pages that must
 * not be indexed say so with their robots meta (a Disallow would hide that tag from crawlers).
 */
export function robotsTxt(origin: string): string {
  return ["User-agent: *", "Allow: /", "Disallow: /api/", "Disallow: /dev/", "", `Sitemap: ${canonicalUrl(origin, SITEMAP_PATH)}`, ""].join("\n");
}
