// Client-side head updates on navigation, from the same route table the Worker injects.
// JSON-LD content (FAQ answers, HowTo steps) is loaded lazily so it never weighs on the entry bundle.
import { LANGUAGE_TAG } from "../../domain/i18n/locale";
import { headTags, serializeJsonLd, type PageMeta } from "../../domain/meta";

export function applyPageMeta(meta: PageMeta): void {
  document.title = meta.title;
  document.documentElement.lang = LANGUAGE_TAG[meta.locale];
  for (const element of document.head.querySelectorAll("[data-head]")) element.remove();
  const fragment = document.createDocumentFragment();
  for (const { tag, attrs } of headTags(meta)) {
    const element = document.createElement(tag);
    for (const [key, value] of Object.entries(attrs)) element.setAttribute(key, value);
    element.setAttribute("data-head", "1");
    fragment.append(element);
  }
  document.head.append(fragment);
}

/** Replaces the page's JSON-LD; null (a 404) leaves none. */
export function applyStructuredData(entities: PageMeta["structuredData"]): void {
  for (const element of document.head.querySelectorAll('script[type="application/ld+json"]')) element.remove();
  for (const entity of entities ?? []) {
    const jsonLd = document.createElement("script");
    jsonLd.type = "application/ld+json";
    jsonLd.setAttribute("data-head", "1");
    jsonLd.textContent = serializeJsonLd(entity);
    document.head.append(jsonLd);
  }
}
