// Which language the code running now speaks, and the compiled messages (Paraglide JS: see
// scripts/i18n/compile.mjs and decision 0020). Each environment says how it knows the language:
// the browser from the URL (web/lib/i18n.ts), the Worker per request (worker/i18n.ts), the
// prerender per page. Until one does, everything is English. The messages themselves: ./messages.ts.
import { getLocale as paraglideLocale, overwriteGetLocale } from "./generated/runtime.js";
import { BASE_LOCALE, isLocale, type Locale } from "./locale";


export function getLocale(): Locale {
  const locale: unknown = paraglideLocale();
  return isLocale(locale) ? locale : BASE_LOCALE;
}

/** Tells the messages where to read the language from (once per environment). */
export function setLocaleSource(source: () => Locale): void {
  overwriteGetLocale(source);
}
