// Decides what a pathname is: a page of the route table, a dealer landing page (registered in the
// registry, or an unknown slug that gets the generic page), or a real 404, and builds its meta.
// The Worker uses it at the edge, the SPA on client-side navigation. Whether a slug is registered
// is data: the caller passes a lookup (the Worker reads the registry, the SPA the record the Worker
// handed it). Structured-data content (FAQ answers, HowTo steps) is passed in, so the SPA's entry
// bundle can resolve titles without carrying every page's text (see domain/page-content.ts).
import { breadcrumbsFor } from "./breadcrumbs";
import type { DealerRecord } from "./dealers/model";
import { dealerPath, matchDealerPath, unknownDealerName } from "./dealers/slug";
import * as m from "./i18n/messages";
import { buildPageMeta, type PageMeta, type StructuredContent } from "./meta";
import { splitLocalePath } from "./i18n/locale";
import "./route-details";
import { localizedRoute } from "./route-text";
import { canonicalPathOf, findRoute, normalizePath, PRODUCT_NAME } from "./routes";

export interface ContentSource {
  forRoute(path: string): StructuredContent;
  forDealer(dealerName: string): StructuredContent;
}

const NO_CONTENT: ContentSource = { forRoute: () => ({}), forDealer: () => ({}) };

/** The registered dealer for a slug, or null/undefined when the slug is not in the registry. */
export type DealerLookup = (slug: string) => DealerRecord | null | undefined;

const NO_DEALERS: DealerLookup = () => null;

export interface ResolvedPage {
  kind: "route" | "dealer" | "not-found";
  meta: PageMeta;
  status: 200 | 404;
  /** Dealer pages: the slug and the registered record (null: an unknown slug's generic page). */
  dealer?: { slug: string; record: DealerRecord | null };
}

/** The 404 page's tags, in the language being read (words in ./dealers/i18n, keys page_*). */
export function notFoundRoute() {
  return {
    path: "/404",
    title: m.page_not_found_title({ product: PRODUCT_NAME }),
    description: m.page_not_found_description(),
    keywords: [] as string[],
    structuredData: "WebPage" as const,
  };
}

/** Unknown slugs must not be indexed or claim a page of their own (issue 15 item 5). */
export const UNKNOWN_DEALER_ROBOTS = "noindex, nofollow";

function dealerMetaFor(name: string, path: string, origin: string, faq: StructuredContent, robots?: string): PageMeta {
  return buildPageMeta(
    {
      path,
      title: m.page_dealer_title({ dealer: name, product: PRODUCT_NAME }),
      description: m.page_dealer_description({ dealer: name, product: PRODUCT_NAME }),
      keywords: m.page_dealer_keywords().split(",").map((keyword) => keyword.trim()),
      structuredData: "FAQPage",
      robots,
    },
    origin,
    { content: faq },
  );
}

/** A registered dealer's page: indexable, self-canonical, its own FAQ additions in the FAQPage data. */
export function dealerPageMeta(dealer: DealerRecord, origin: string, content: ContentSource = NO_CONTENT): PageMeta {
  const base = content.forDealer(dealer.name);
  const faq = base.faq ? { faq: [...base.faq, ...dealer.faq] } : {};
  return dealerMetaFor(dealer.name, dealerPath(dealer.slug), origin, faq);
}

/**
 * An unknown slug's generic page: noindex, canonical to "/", and generic tags ("your dealer"):
 * whatever the slug says never reaches a title, a link preview or a search result.
 */
export function unknownDealerPageMeta(origin: string, content: ContentSource = NO_CONTENT): PageMeta {
  const name = unknownDealerName();
  return dealerMetaFor(name, "/", origin, content.forDealer(name), UNKNOWN_DEALER_ROBOTS);
}

/** The slug a path names when it is not a route: the dealer rule (domain/dealers/slug.ts). */
export function dealerSlugForPath(pathname: string): string | undefined {
  const path = splitLocalePath(normalizePath(pathname)).path;
  return findRoute(path) ? undefined : matchDealerPath(path);
}

export function resolvePage(
  pathname: string,
  origin: string,
  content: ContentSource = NO_CONTENT,
  lookupDealer: DealerLookup = NO_DEALERS,
): ResolvedPage {
  const path = splitLocalePath(normalizePath(pathname)).path;
  const route = findRoute(path);
  if (route) {
    return {
      kind: "route",
      status: 200,
      meta: buildPageMeta(localizedRoute(route), origin, {
        content: content.forRoute(route.path),
        canonicalPath: canonicalPathOf(route),
        breadcrumbs: breadcrumbsFor(route),
        siteIdentity: route.path === "/",
      }),
    };
  }
  const slug = matchDealerPath(path);
  if (slug) {
    const record = lookupDealer(slug) ?? null;
    const meta = record ? dealerPageMeta(record, origin, content) : unknownDealerPageMeta(origin, content);
    return { kind: "dealer", status: 200, meta, dealer: { slug, record } };
  }
  // A 404 has no URL of its own and must not claim another's: no canonical, og:url or JSON-LD.
  const meta = buildPageMeta(notFoundRoute(), origin, { canonicalPath: null });
  return { kind: "not-found", status: 404, meta: { ...meta, robots: "noindex, follow" } };
}
