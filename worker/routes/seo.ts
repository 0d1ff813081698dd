// GET /sitemap.xml and /robots.txt, built at the edge: the route table's indexable pages plus the
// registered dealers (D1), on APP_ORIGIN (absolute URLs are required in both files). The rules are
// in domain/sitemap.ts; this only reads the registry and writes the responses.
import { Hono } from "hono";
import { robotsTxt, renderSitemapXml, SITEMAP_PATH, sitemapEntries } from "../../domain/sitemap";
import type { AppEnv } from "../app-env";
import { listDealersForSitemap } from "../services/dealers";

/** Crawlers fetch these rarely; an hour at the edge keeps a new dealer from waiting long. */
const SEO_CACHE_CONTROL = "public, max-age=3600";

export const seoRoutes = new Hono<AppEnv>()
  .get(SITEMAP_PATH, async (c) => {
    const origin = c.env.APP_ORIGIN || new URL(c.req.url).origin;
    const xml = renderSitemapXml(sitemapEntries(origin, await listDealersForSitemap(c.env.DB)));
    return c.body(xml, 200, { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": SEO_CACHE_CONTROL });
  })
  .get("/robots.txt", (c) => {
    const origin = c.env.APP_ORIGIN || new URL(c.req.url).origin;
    return c.body(robotsTxt(origin), 200, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": SEO_CACHE_CONTROL });
  });
