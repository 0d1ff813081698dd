// The browser reads its language from the URL: /es/… is Spanish, everything else English
// (domain/i18n/locale.ts). Imported first by the entry (web/main.tsx) so every message and every
// href() a component renders is in the page's language; switching language is a navigation to
// the other URL, which re-renders the page. The person's choice is remembered for the offer a
// Spanish-speaking browser sees on its first English page (LanguageSwitch), never to redirect.
import { localeOfPath, type Locale } from "../../domain/i18n/locale";
import { setLocaleSource } from "../../domain/i18n/runtime";

if (typeof window !== "undefined") setLocaleSource(() => localeOfPath(window.location.pathname));

const CHOICE_KEY = "plugplan-language";

export function rememberLanguage(locale: Locale): void {
  try {
    localStorage.setItem(CHOICE_KEY, locale);
  } catch {
    /* storage blocked: the choice lives in the URL */
  }
}

export function rememberedLanguage(): Locale | undefined {
  try {
    const value = localStorage.getItem(CHOICE_KEY);
    return value === "en" || value === "es" ? value : undefined;
  } catch {
    return undefined;
  }
}
