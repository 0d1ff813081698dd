// Whether a page offers itself in the other language (issue 29 item 4). Pure, so the rule can be
// read and tested in one place; the header's switch asks it after hydration only
// (web/components/layout/LanguageSwitch.tsx), and nobody is ever redirected by it.
import type { Locale } from "../../domain/i18n/locale";

/**
 * The language the browser puts first between Spanish and English ("es-MX", "es" → es; "en-GB" →
 * en), or undefined when it names neither. Other languages in between do not count: a browser set
 * to French, then Spanish, then English prefers Spanish to English.
 */
export function browserPreference(languages: readonly string[]): Locale | undefined {
  for (const tag of languages) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (primary === "es" || primary === "en") return primary;
  }
  return undefined;
}

/**
 * The language to offer on a page in `page`, or undefined for none. A choice the person made
 * (`remembered`) decides alone: the other language if they chose it, nothing if they chose this
 * one. Without a choice, only an English page offers Spanish, and only to a browser that prefers
 * Spanish to English; a Spanish page reached without a choice was reached on purpose (a link, a
 * search result) and offers nothing.
 */
export function languageToOffer(page: Locale, remembered: Locale | undefined, browserLanguages: readonly string[]): Locale | undefined {
  if (remembered) return remembered === page ? undefined : remembered;
  if (page === "en" && browserPreference(browserLanguages) === "es") return "es";
  return undefined;
}
