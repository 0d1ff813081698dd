// The languages PlugPlan speaks and how a URL says which one (issue 29, decision 0020).
// English pages keep their paths; Spanish pages carry the same path after "/es", so a route is
// declared once (domain/routes.ts) and exists in both languages: /charging-plan ↔ /es/charging-plan,
// /galpinhonda ↔ /es/galpinhonda, /shared-plan?data=… ↔ /es/shared-plan?data=….
// A leaf: it imports nothing of ours, so routes, meta, the Worker and the web can all read it.

export const LOCALES = ["en", "es"] as const;
export type Locale = (typeof LOCALES)[number];
export const BASE_LOCALE: Locale = "en";

/** BCP 47 tags for `lang`, `hreflang` and Intl: US English and US Spanish. */
export const LANGUAGE_TAG: Record<Locale, string> = { en: "en-US", es: "es-US" };
/** Open Graph's locale form (og:locale). */
export const OG_LOCALE: Record<Locale, string> = { en: "en_US", es: "es_US" };
/** Each language's name in itself, for the language switch. */
export const LANGUAGE_NAME: Record<Locale, string> = { en: "English", es: "Español" };

const PREFIX: Record<Locale, string> = { en: "", es: "/es" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The language a pathname is in and the path without its language prefix ("/es/about" → es, "/about"). */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  if (pathname === "/es" || pathname === "/es/") return { locale: "es", path: "/" };
  if (pathname.startsWith("/es/")) return { locale: "es", path: pathname.slice(3) };
  return { locale: BASE_LOCALE, path: pathname };
}

export function localeOfPath(pathname: string): Locale {
  return splitLocalePath(pathname).locale;
}

/** A language-free path ("/about", "/") in `locale`: "/es/about", "/es". Query and hash are kept. */
export function localizePath(path: string, locale: Locale): string {
  const prefix = PREFIX[locale];
  if (!prefix) return path;
  if (path === "/" || path === "") return prefix;
  if (path.startsWith("/?") || path.startsWith("/#")) return `${prefix}${path.slice(1)}`;
  return `${prefix}${path}`;
}

/** The same page in another language: "/es/charging-plan?x=1" → "/charging-plan?x=1" for en. */
export function switchLocalePath(pathnameWithSearch: string, locale: Locale): string {
  const cut = pathnameWithSearch.search(/[?#]/);
  const pathname = cut === -1 ? pathnameWithSearch : pathnameWithSearch.slice(0, cut);
  const rest = cut === -1 ? "" : pathnameWithSearch.slice(cut);
  return `${localizePath(splitLocalePath(pathname).path, locale)}${rest}`;
}
