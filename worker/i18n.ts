// The language of each request (issue 29, decision 0020). The Worker serves many requests at once,
// so the language is never a global: it lives in the request's async context, and every message,
// href() and meta tag built while answering reads it from there (domain/i18n/runtime.ts).
// Pages say it in their path (/es/…); the API is told by the page (the `x-plugplan-locale` header),
// and a link-preview image by its own URL's `lang` query.
import { AsyncLocalStorage } from "node:async_hooks";
import type { MiddlewareHandler } from "hono";
import { BASE_LOCALE, isLocale, localeOfPath, type Locale } from "../domain/i18n/locale";
import { setLocaleSource } from "../domain/i18n/runtime";

const requestLocale = new AsyncLocalStorage<Locale>();
setLocaleSource(() => requestLocale.getStore() ?? BASE_LOCALE);

export const LOCALE_HEADER = "x-plugplan-locale";

/** The language a request asks for: its path, else the page's header, else its `lang` query, else English. */
export function localeOfRequest(url: URL, headers: Headers): Locale {
  const fromPath = localeOfPath(url.pathname);
  if (fromPath !== BASE_LOCALE) return fromPath;
  const fromHeader = headers.get(LOCALE_HEADER);
  if (isLocale(fromHeader)) return fromHeader;
  const fromQuery = url.searchParams.get("lang");
  return isLocale(fromQuery) ? fromQuery : BASE_LOCALE;
}

/** Runs the rest of the request in its language. */
export function withRequestLocale(): MiddlewareHandler {
  return (c, next) => requestLocale.run(localeOfRequest(new URL(c.req.url), c.req.raw.headers), next);
}

/** Runs `work` in `locale` (tests, and work done for a request outside its middleware chain). */
export function inLocale<T>(locale: Locale, work: () => T): T {
  return requestLocale.run(locale, work);
}
