// The language switch on every page: a link to this same page (same route, same query, so the same
// plan or shared link) in the other language, named in that language ("Español" / "English").
// Following it remembers the choice (web/lib/i18n.ts). It loads the other page from the server
// (reloadDocument): every part of the page, its <html lang>, head tags and first screen then come
// in the new language at once, with nothing left over from the old one. Nobody is redirected by Accept-Language:
// crawlers and shared links land where they point (issue 29).
import { Link, useLocation } from "react-router";
import { LANGUAGE_NAME, LANGUAGE_TAG, localeOfPath, switchLocalePath, type Locale } from "../../../domain/i18n/locale";
import * as m from "../../../domain/i18n/messages";
import { rememberLanguage } from "../../lib/i18n";

export function LanguageSwitch() {
  const location = useLocation();
  const other: Locale = localeOfPath(location.pathname) === "es" ? "en" : "es";
  const to = switchLocalePath(`${location.pathname}${location.search}${location.hash}`, other);
  return (
    <Link
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
  );
}
