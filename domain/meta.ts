// Builds every head tag of a page from the route table: used by the Worker (HTMLRewriter, so
// crawlers and link previews see them without JavaScript) and by the SPA on navigation.
import type { Crumb } from "./breadcrumbs";
// Descriptions and keywords of the route table: only head tags need them (domain/route-text.ts).
import "./route-details";
import { LANGUAGE_TAG, LOCALES, localizePath, OG_LOCALE, type Locale } from "./i18n/locale";
import { getLocale } from "./i18n/runtime";
import { absoluteUrl, canonicalUrl, PRODUCT_NAME, type RouteMeta, type StructuredDataType } from "./routes";

export interface PageMeta {
  /** The language the page is in: `lang`, og:locale, JSON-LD inLanguage. */
  locale: Locale;
  /**
   * The page in every language (hreflang, both ways, plus x-default → English), for pages with a
   * URL of their own that search may index; empty otherwise.
   */
  alternates: readonly { hreflang: string; href: string }[];
  title: string;
  description: string;
  keywords: readonly string[];
  /** The page's own URL, or null for a page that has none (a 404): then no canonical, no og:url. */
  canonical: string | null;
  robots: string;
  ogType: "website" | "article";
  ogImage: string;
  ogImageAlt: string;
  /** The image's pixel size and MIME type: clients that get them can show the card on the first share. */
  ogImageWidth: number;
  ogImageHeight: number;
  ogImageType: string;
  /**
   * JSON-LD entities, one <script> each: the page's own first (WebPage, HowTo, FAQPage,
   * WebApplication), then its BreadcrumbList, and on the home page the Organization and WebSite.
   * Null where the page has no URL of its own to describe (a 404 claims no other page).
   */
  structuredData: readonly JsonLd[] | null;
}

export type JsonLd = Record<string, unknown>;

export interface FaqEntry {
  question: string;
  answer: string;
}

/** Extra content some structured-data types need (FAQ items, HowTo steps). */
export interface StructuredContent {
  faq?: readonly FaqEntry[];
  howToSteps?: readonly { name: string; text: string }[];
}

export const DEFAULT_OG_IMAGE_PATH = "/og-default.png";
/**
 * Every preview image we serve is a 1200×630 PNG: the brand card (web/public/og-default.png) and
 * the plan cards (worker/og/plan-card.ts OG_WIDTH × OG_HEIGHT); tests check both files against these.
 */
export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;
export const OG_IMAGE_TYPE = "image/png";

/** Who runs the site and the site itself (home page): the ids let other entities refer to them. */
export function siteIdentity(origin: string): JsonLd[] {
  const home = absoluteUrl(origin, "/");
  const organization = { "@type": "Organization", "@id": `${home}#organization`, name: PRODUCT_NAME, url: home };
  return [
    { "@context": "https://schema.org", ...organization },
    {
      "@context": "https://schema.org",
      "@type": "WebSite",
      "@id": `${home}#website`,
      name: PRODUCT_NAME,
      url: home,
      inLanguage: LOCALES.map((locale) => LANGUAGE_TAG[locale]),
      publisher: { "@id": organization["@id"] },
    },
  ];
}

/** The visible trail as a BreadcrumbList; the last crumb (this page) needs no URL of its own. */
export function breadcrumbList(crumbs: readonly Crumb[], origin: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      ...(index < crumbs.length - 1 ? { item: absoluteUrl(origin, crumb.path) } : {}),
    })),
  };
}

export function buildStructuredData(
  type: StructuredDataType,
  page: { title: string; description: string; url: string; siteUrl: string },
  content: StructuredContent = {},
): JsonLd {
  const base = {
    "@context": "https://schema.org",
    inLanguage: LANGUAGE_TAG[getLocale()],
    name: page.title,
    description: page.description,
    url: page.url,
    isPartOf: { "@type": "WebSite", name: PRODUCT_NAME, url: page.siteUrl },
  };
  switch (type) {
    case "WebApplication":
      return {
        ...base,
        "@type": "WebApplication",
        applicationCategory: "UtilitiesApplication",
        operatingSystem: "Any",
        offers: { "@type": "Offer", price: "0", priceCurrency: "USD" },
      };
    case "HowTo":
      return {
        ...base,
        "@type": "HowTo",
        step: (content.howToSteps ?? []).map((step, index) => ({
          "@type": "HowToStep",
          position: index + 1,
          name: step.name,
          text: step.text,
        })),
      };
    case "FAQPage":
      return {
        ...base,
        "@type": "FAQPage",
        mainEntity: (content.faq ?? []).map((item) => ({
          "@type": "Question",
          name: item.question,
          acceptedAnswer: { "@type": "Answer", text: item.answer },
        })),
      };
    case "WebPage":
      return { ...base, "@type": "WebPage" };
  }
}

export function buildPageMeta(
  route: Pick<RouteMeta, "path" | "title" | "description" | "keywords" | "structuredData" | "robots">,
  origin: string,
  options: {
    content?: StructuredContent;
    ogImagePath?: string;
    ogImageAlt?: string;
    /** Another page this one is a copy of (a guide's task page → its standalone page); null: none. */
    canonicalPath?: string | null;
    /** The trail the page shows above its heading (guides and tools): also a BreadcrumbList. */
    breadcrumbs?: readonly Crumb[] | null;
    /** The home page also says who runs the site and what the site is (Organization, WebSite). */
    siteIdentity?: boolean;
  } = {},
): PageMeta {
  const locale = getLocale();
  // Paths in the route table are language-free; the page's URLs are in the language being read.
  const canonicalPath = options.canonicalPath === null ? null : (options.canonicalPath ?? route.path);
  const canonical = canonicalPath === null ? null : canonicalUrl(origin, localizePath(canonicalPath, locale));
  const indexable = !(route.robots ?? "").includes("noindex");
  const alternates =
    canonicalPath === null || !indexable
      ? []
      : [
          ...LOCALES.map((other) => ({ hreflang: LANGUAGE_TAG[other], href: canonicalUrl(origin, localizePath(canonicalPath, other)) })),
          { hreflang: "x-default", href: canonicalUrl(origin, canonicalPath) },
        ];
  return {
    locale,
    alternates,
    title: route.title,
    description: route.description,
    keywords: route.keywords,
    canonical,
    robots: route.robots ?? "index, follow",
    ogType: route.structuredData === "HowTo" ? "article" : "website",
    ogImage: absoluteUrl(origin, options.ogImagePath ?? DEFAULT_OG_IMAGE_PATH),
    ogImageAlt: options.ogImageAlt ?? `${PRODUCT_NAME}: EV charging plans, savings and guides`,
    ogImageWidth: OG_IMAGE_WIDTH,
    ogImageHeight: OG_IMAGE_HEIGHT,
    ogImageType: OG_IMAGE_TYPE,
    structuredData:
      canonical === null
        ? null
        : [
            buildStructuredData(
              route.structuredData,
              { title: route.title, description: route.description, url: canonical, siteUrl: absoluteUrl(origin, "/") },
              options.content,
            ),
            ...(options.breadcrumbs ? [breadcrumbList(options.breadcrumbs, origin)] : []),
            ...(options.siteIdentity ? siteIdentity(origin) : []),
          ],
  };
}

export type HeadTag =
  | { tag: "meta"; attrs: { name: string; content: string } }
  | { tag: "meta"; attrs: { property: string; content: string } }
  | { tag: "link"; attrs: { rel: string; href: string } }
  | { tag: "link"; attrs: { rel: "alternate"; hreflang: string; href: string } };

/** The tag list, in a stable order; the title and JSON-LD are handled separately. */
export function headTags(meta: PageMeta): HeadTag[] {
  const tags: (HeadTag | false)[] = [
    { tag: "meta", attrs: { name: "description", content: meta.description } },
    { tag: "meta", attrs: { name: "keywords", content: meta.keywords.join(", ") } },
    { tag: "meta", attrs: { name: "robots", content: meta.robots } },
    meta.canonical !== null && { tag: "link", attrs: { rel: "canonical", href: meta.canonical } },
    // A page with no URL of its own (a 404) names no other language's either.
    ...(meta.canonical === null ? [] : meta.alternates).map(({ hreflang, href }): HeadTag => ({ tag: "link", attrs: { rel: "alternate", hreflang, href } })),
    { tag: "meta", attrs: { property: "og:site_name", content: PRODUCT_NAME } },
    { tag: "meta", attrs: { property: "og:locale", content: OG_LOCALE[meta.locale] } },
    ...LOCALES.filter((other) => other !== meta.locale).map((other): HeadTag => ({ tag: "meta", attrs: { property: "og:locale:alternate", content: OG_LOCALE[other] } })),
    { tag: "meta", attrs: { property: "og:type", content: meta.ogType } },
    { tag: "meta", attrs: { property: "og:title", content: meta.title } },
    { tag: "meta", attrs: { property: "og:description", content: meta.description } },
    meta.canonical !== null && { tag: "meta", attrs: { property: "og:url", content: meta.canonical } },
    { tag: "meta", attrs: { property: "og:image", content: meta.ogImage } },
    { tag: "meta", attrs: { property: "og:image:type", content: meta.ogImageType } },
    { tag: "meta", attrs: { property: "og:image:width", content: String(meta.ogImageWidth) } },
    { tag: "meta", attrs: { property: "og:image:height", content: String(meta.ogImageHeight) } },
    { tag: "meta", attrs: { property: "og:image:alt", content: meta.ogImageAlt } },
    { tag: "meta", attrs: { name: "twitter:card", content: "summary_large_image" } },
    { tag: "meta", attrs: { name: "twitter:title", content: meta.title } },
    { tag: "meta", attrs: { name: "twitter:description", content: meta.description } },
    { tag: "meta", attrs: { name: "twitter:image", content: meta.ogImage } },
    { tag: "meta", attrs: { name: "twitter:image:alt", content: meta.ogImageAlt } },
  ];
  return tags.filter((tag): tag is HeadTag => tag !== false);
}

/** JSON-LD safe for embedding inside <script>: "<" is escaped so "</script>" cannot close it. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
}
