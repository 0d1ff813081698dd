// A registered dealer's first screen, before any JavaScript: the build prerendered the dealer page
// once for a placeholder dealer (domain/dealers/first-screen-template.ts); here its tokens become
// the dealer's texts, the offers and extra questions it does not have are removed, and the city
// line and logo follow the record. The browser hydrates the result with the same record (given in
// the HTML), so both renders agree. Offer texts and extra answers sit in closed panels and render
// once the page is live, so they are never part of this HTML.
import { DEALER_TEMPLATE_ASSET, MAX_TEMPLATE_FAQ, MAX_TEMPLATE_OFFERS, TEMPLATE_TOKENS } from "../../domain/dealers/first-screen-template";
import type { DealerRecord } from "../../domain/dealers/model";
import type { Locale } from "../../domain/i18n/locale";
import { getLocale } from "../../domain/i18n/runtime";
import { localizedAssetPath, type PrerenderedPage } from "../../domain/prerender";
import * as m from "../../domain/i18n/messages";
import { escapeHtml } from "./escape";

/** One template per language, fetched once per isolate. */
const templates = new Map<Locale, Promise<PrerenderedPage | undefined>>();

function loadTemplate(assets: Fetcher, requestUrl: string): Promise<PrerenderedPage | undefined> {
  const locale = getLocale();
  const kept = templates.get(locale);
  if (kept) return kept;
  const template = assets
    .fetch(new Request(new URL(localizedAssetPath(DEALER_TEMPLATE_ASSET, locale), requestUrl)))
    .then((response) => (response.ok ? (response.json() as Promise<PrerenderedPage>) : undefined))
    // Missing or unreadable: the page renders in the browser, as before.
    .catch(() => undefined);
  templates.set(locale, template);
  return template;
}

/** Every token of the template, in one pattern (names from TEMPLATE_TOKENS). */
const TOKEN_PATTERN = /PPTOKEN(?:DEALERNAME|DEALERBRAND|DEALERCITY|OFFER\d+TITLE|FAQ\d+QUESTION)/g;

/**
 * Fills every token in one pass with a function replacer. A replacement *string* would let the
 * dealer's text steer the filling: `$&`, `` $` ``, `$'` and `$1` are patterns in a replacement
 * string (`` $` `` pastes everything before the token: two <h1>s, or a 500 once 40 of them
 * multiply), and a second pass would fill a token that a dealer typed into an earlier field. A
 * function's return value is used as it is, and text already filled in is never read again.
 */
export function fillTemplateTokens(html: string, dealer: DealerRecord): string {
  const values = new Map<string, string>([
    [TEMPLATE_TOKENS.name, dealer.name],
    [TEMPLATE_TOKENS.brand, dealer.brand],
    [TEMPLATE_TOKENS.city, dealer.city ?? ""],
  ]);
  for (let index = 0; index < MAX_TEMPLATE_OFFERS; index++) values.set(TEMPLATE_TOKENS.offerTitle(index), dealer.offers[index]?.title ?? "");
  for (let index = 0; index < MAX_TEMPLATE_FAQ; index++) values.set(TEMPLATE_TOKENS.faqQuestion(index), dealer.faq[index]?.question ?? "");
  return html.replace(TOKEN_PATTERN, (token) => escapeHtml(values.get(token) ?? ""));
}

function indexFromClass(element: Element, prefix: string): number {
  const match = new RegExp(`(?:^|\\s)${prefix}(\\d+)(?:\\s|$)`).exec(element.getAttribute("class") ?? "");
  return match ? Number(match[1]) : -1;
}

/** The template filled in for `dealer` (its live offers only), or undefined when it cannot be. */
export async function dealerFirstScreen(assets: Fetcher, requestUrl: string, dealer: DealerRecord): Promise<PrerenderedPage | undefined> {
  const loaded = await loadTemplate(assets, requestUrl);
  if (!loaded || dealer.offers.length > MAX_TEMPLATE_OFFERS || dealer.faq.length > MAX_TEMPLATE_FAQ) return undefined;
  const rewritten = new HTMLRewriter()
    .on(".dealer__offers", {
      element(element) {
        if (dealer.offers.length === 0) element.remove();
      },
    })
    .on(".dealer__offer", {
      element(element) {
        if (indexFromClass(element, "dealer__offer--") >= dealer.offers.length) element.remove();
      },
    })
    .on(".dealer__faq-extra", {
      element(element) {
        if (indexFromClass(element, "dealer__faq-extra--") >= dealer.faq.length) element.remove();
      },
    })
    .on(".dealer__city", {
      element(element) {
        if (!dealer.city) element.remove();
      },
    })
    .on(".dealer__wordmark", {
      element(element) {
        // The same element, with the same words, the page renders for a logo (web/components/dealers/DealerLanding.tsx).
        if (dealer.logoUrl) {
          element.replace(
            `<img class="dealer__logo" src="${escapeHtml(dealer.logoUrl)}" alt="${escapeHtml(m.dealer_page_logo_alt({ name: dealer.name }))}" height="64"/>`,
            { html: true },
          );
        }
      },
    })
    .transform(new Response(fillTemplateTokens(loaded.html, dealer)));
  return { ...loaded, html: await rewritten.text() };
}
