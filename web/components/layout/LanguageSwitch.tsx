// The language switch on every page: a link to this same page (same route, same query, so the same
// plan or shared link) in the other language, named in that language ("Español" / "English").
// Following it remembers the choice (web/lib/i18n.ts). It loads the other page from the server
// (reloadDocument): every part of the page, its <html lang>, head tags and first screen then come
// in the new language at once, with nothing left over from the old one. Nobody is redirected by Accept-Language:
// crawlers and shared links land where they point (issue 29).
// Beside it, after hydration only, a small offer of the same page in the other language
// (web/lib/language-offer.ts decides, ./LanguageOffer shows it): the prerendered HTML stays the
// same for everyone, and the offer's code loads only for the few people who see it.
import { lazy, Suspense, useCallback, useRef, useSyncExternalStore } from "react";
import { Link, useLocation } from "react-router";
import { LANGUAGE_NAME, LANGUAGE_TAG, localeOfPath, switchLocalePath, type Locale } from "../../../domain/i18n/locale";
import * as m from "../../../domain/i18n/messages";
import { rememberedLanguage, rememberLanguage, subscribeToLanguageChoice } from "../../lib/i18n";
import { languageToOffer } from "../../lib/language-offer";

const LanguageOffer = lazy(() => import("./LanguageOffer"));

/** The language this page offers, if any; always none in the server render and during hydration. */
function useLanguageOffer(page: Locale): Locale | undefined {
  const offer = useCallback(() => languageToOffer(page, rememberedLanguage(), navigator.languages ?? [navigator.language]), [page]);
  return useSyncExternalStore(subscribeToLanguageChoice, offer, () => undefined);
}

export function LanguageSwitch() {
  const location = useLocation();
  const page = localeOfPath(location.pathname);
  const other: Locale = page === "es" ? "en" : "es";
  const to = switchLocalePath(`${location.pathname}${location.search}${location.hash}`, other);
  const offer = useLanguageOffer(page);
  const switchLink = useRef<HTMLAnchorElement>(null);
  return (
    <div className="language-switch-anchor">
      <Link
        ref={switchLink}
        to={to}
        className="language-switch button button--ghost button--small"
        lang={LANGUAGE_TAG[other]}
        hrefLang={LANGUAGE_TAG[other]}
        reloadDocument
        aria-label={m.layout_language_switch()}
        onClick={() => rememberLanguage(other)}
      >
        <span className="language-switch__name">{LANGUAGE_NAME[other]}</span>
        {/* On a phone the header has room for two letters only ("ES"); the link's name is its aria-label. */}
        <span className="language-switch__code" aria-hidden="true">
          {other.toUpperCase()}
        </span>
      </Link>
      {offer && (
        <Suspense fallback={null}>
          {/* A dismissed offer leaves the keyboard on the switch it was attached to, not on the page's top. */}
          <LanguageOffer offer={offer} page={page} to={to} onDismissed={() => switchLink.current?.focus()} />
        </Suspense>
      )}
    </div>
  );
}
