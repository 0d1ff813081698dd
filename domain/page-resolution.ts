// Decides what a pathname is: a page of the route table, a dealer landing page, or a real 404,
// and builds its meta. The Worker uses it at the edge, the SPA on client-side navigation.
// Structured-data content (FAQ answers, HowTo steps) is passed in, so the SPA's entry bundle can
// resolve titles without carrying every page's text (see domain/page-content.ts).
import { dealerNameFromSlug, matchDealerPath, type DealerMatch } from "./dealers/slug";
import { buildPageMeta, type PageMeta, type StructuredContent } from "./meta";
import { findRoute, normalizePath, PRODUCT_NAME } from "./routes";

export interface ContentSource {
  forRoute(path: string): StructuredContent;
  forDealer(dealerName: string): StructuredContent;
}

const NO_CONTENT: ContentSource = { forRoute: () => ({}), forDealer: () => ({}) };

export interface ResolvedPage {
  kind: "route" | "dealer" | "not-found";
  meta: PageMeta;
  status: 200 | 404;
}

export const NOT_FOUND_ROUTE = {
  path: "/404",
  title: `Page not found | ${PRODUCT_NAME}`,
  description: "We couldn't find that page. Start your EV charging plan or explore our savings tools.",
  keywords: [] as string[],
  structuredData: "WebPage" as const,
};

export function dealerDisplayName(match: DealerMatch): string {
  return match.kind === "named" ? match.dealer.name : dealerNameFromSlug(match.slug);
}

export function dealerPageMeta(match: DealerMatch, origin: string, content: ContentSource = NO_CONTENT): PageMeta {
  const name = dealerDisplayName(match);
  const path = `/${match.kind === "named" ? match.dealer.slug : match.slug}`;
  return buildPageMeta(
    {
      path,
      title: `Your EV charging plan from ${name} | ${PRODUCT_NAME}`,
      description: `${name} and ${PRODUCT_NAME}: get a free personal EV charging plan in about 5 minutes. No personal information required.`,
      keywords: ["EV charging plan", name, "home EV charger", "EV dealer"],
      structuredData: "FAQPage",
    },
    origin,
    { content: content.forDealer(name) },
  );
}

export function resolvePage(pathname: string, origin: string, content: ContentSource = NO_CONTENT): ResolvedPage {
  const path = normalizePath(pathname);
  const route = findRoute(path);
  if (route) {
    return {
      kind: "route",
      status: 200,
      meta: buildPageMeta(route, origin, { content: content.forRoute(route.path) }),
    };
  }
  const dealer = matchDealerPath(path);
  if (dealer) return { kind: "dealer", status: 200, meta: dealerPageMeta(dealer, origin, content) };
  const meta = buildPageMeta(NOT_FOUND_ROUTE, origin, { canonicalPath: "/" });
  return { kind: "not-found", status: 404, meta: { ...meta, robots: "noindex, follow" } };
}
