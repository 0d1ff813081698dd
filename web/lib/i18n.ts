// The browser reads its language from the URL: /es/… is Spanish, everything else English
// (domain/i18n/locale.ts). Imported first by the entry (web/main.tsx) so every message and every
// href() a component renders is in the page's language; switching language is a navigation to
// the other URL, which re-renders the page. The person's choice (the header's switch, or their
// answer to the offer) is remembered only to decide whether a page offers the other language
// (web/lib/language-offer.ts, shown beside the switch after hydration), never to redirect.
import { localeOfPath, type Locale } from "../../domain/i18n/locale";
import { setLocaleSource } from "../../domain/i18n/runtime";

if (typeof window !== "undefined") setLocaleSource(() => localeOfPath(window.location.pathname));

const CHOICE_KEY = "plugplan-language";
const listeners = new Set<() => void>();
/** A choice storage refused to keep: it still holds until the next page load, so an answered offer goes away. */
let unsaved: Locale | undefined;

export function rememberLanguage(locale: Locale): void {
  try {
    localStorage.setItem(CHOICE_KEY, locale);
    unsaved = undefined;
  } catch {
    unsaved = locale;
  }
  for (const listener of listeners) listener();
}

export function rememberedLanguage(): Locale | undefined {
  if (unsaved) return unsaved;
  try {
    const value = localStorage.getItem(CHOICE_KEY);
    return value === "en" || value === "es" ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Calls `listener` when the choice changes, in this tab or another one (for useSyncExternalStore). */
export function subscribeToLanguageChoice(listener: () => void): () => void {
  listeners.add(listener);
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === CHOICE_KEY || event.key === null) listener();
  };
  window.addEventListener("storage", fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", fromOtherTab);
  };
}
