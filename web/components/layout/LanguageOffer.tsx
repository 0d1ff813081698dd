// The offer of this page in the other language (issue 29 item 4), shown under the header's language
// switch to a person who chose that language before, or whose browser prefers Spanish on an
// English page (web/lib/language-offer.ts). Loaded only when it applies (LanguageSwitch).
//
// It is written in the language it offers, so it cannot come from the message catalogues: each
// browser build keeps only its own language's messages (decision 0020), and an English page's build
// has no Spanish text. Its few words live here in both languages, like each language's own name in
// domain/i18n/locale.ts (LANGUAGE_NAME), and load with this chunk only.
//
// It overlays the page (position absolute, language-offer.css) instead of taking room in it, so
// nothing moves when it appears or goes (no layout shift), and it never takes the focus.
import { useRef, type KeyboardEvent } from "react";
import { Link } from "react-router";
import { LANGUAGE_TAG, type Locale } from "../../../domain/i18n/locale";
import { rememberLanguage } from "../../lib/i18n";
import "./language-offer.css";

interface OfferWords {
  /** The region's name. */
  label: string;
  question: string;
  link: string;
  /** The close button's name: what closing means (the person stays in this page's language). */
  dismiss: string;
}

/** Keyed by the language the words are in, which is the language offered. */
const WORDS: Record<Locale, OfferWords> = {
  es: {
    label: "Esta página en español",
    question: "¿Prefiere leer en español?",
    link: "Ver esta página en español",
    dismiss: "No, gracias: seguir en inglés",
  },
  en: {
    label: "This page in English",
    question: "Prefer English?",
    link: "Read this page in English",
    dismiss: "No thanks, stay in Spanish",
  },
};

export interface LanguageOfferProps {
  /** The language offered (and the language the offer is written in). */
  offer: Locale;
  /** The language of the page being read: what closing the offer remembers. */
  page: Locale;
  /** This page in the offered language: path, query and hash (switchLocalePath). */
  to: string;
  /** Called when the offer closes while it held the focus (which then needs a new home). */
  onDismissed?: () => void;
}

export default function LanguageOffer({ offer, page, to, onDismissed }: LanguageOfferProps) {
  const words = WORDS[offer];
  const region = useRef<HTMLElement>(null);
  const dismiss = () => {
    const hadFocus = region.current?.contains(document.activeElement) ?? false;
    rememberLanguage(page);
    if (hadFocus) onDismissed?.();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") dismiss();
  };
  return (
    <section ref={region} className="language-offer" aria-label={words.label} lang={LANGUAGE_TAG[offer]} onKeyDown={onKeyDown}>
      <p className="language-offer__question">{words.question}</p>
      <Link to={to} className="language-offer__link" hrefLang={LANGUAGE_TAG[offer]} reloadDocument onClick={() => rememberLanguage(offer)}>
        {words.link}
      </Link>
      <button type="button" className="language-offer__dismiss" aria-label={words.dismiss} onClick={dismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </section>
  );
}
