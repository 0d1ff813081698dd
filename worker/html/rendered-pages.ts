// Finished page HTML kept in this isolate, so a page that many people open (the home page, a
// dealer's page during an ad campaign) is assembled once per isolate rather than once per request:
// the shell fetch, two HTMLRewriter passes and the first-screen fill cost several ms of CPU each
// time (docs/capacity.md). The key is everything the HTML is made from (the caller builds it:
// path, origin, first visit or not, the dealer record, the public configuration), so a changed
// dealer record is a new key and is never served stale; the build's files cannot change under a
// running isolate (a deploy starts new ones). Bounded: the oldest page is dropped first.
import type { Variables } from "../app-env";

export interface RenderedPage {
  body: string;
  status: number;
  headers: [string, string][];
  cspHashes: Variables["cspHashes"];
}

/** Distinct pages kept: the route table times two (first visit or not) plus the busiest dealers. */
export const MAX_RENDERED_PAGES = 96;

const pages = new Map<string, RenderedPage>();

export function cachedPage(key: string): RenderedPage | undefined {
  const page = pages.get(key);
  if (page) {
    // Most recently used last: eviction takes the first key.
    pages.delete(key);
    pages.set(key, page);
  }
  return page;
}

/** Reads `response` to the end, keeps it under `key`, and answers an equal response. */
export async function keepPage(key: string, response: Response, cspHashes: Variables["cspHashes"]): Promise<Response> {
  const page: RenderedPage = { body: await response.text(), status: response.status, headers: [...response.headers], cspHashes };
  pages.set(key, page);
  while (pages.size > MAX_RENDERED_PAGES) pages.delete(pages.keys().next().value!);
  return responseOf(page);
}

export function responseOf(page: RenderedPage): Response {
  return new Response(page.body, { status: page.status, headers: page.headers });
}

/** Test hook. */
export function forgetRenderedPages(): void {
  pages.clear();
}

export const renderedPageCount = (): number => pages.size;
