// A page kept in the isolate is the page a fresh render gives: the same body, the same headers
// (its CSP names the same inline hashes), for each kind of visitor, and a new request id each time.
import { env, SELF } from "cloudflare:test";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { SIGNED_IN_HINT_NAME } from "../../domain/auth/signed-in-hint";
import { PRERENDERED_ATTRIBUTE } from "../../domain/prerender";
import { cachedPage, forgetRenderedPages, keepPage, MAX_RENDERED_PAGES, renderedPageCount } from "./rendered-pages";

const BASE = "http://localhost";

async function page(path: string, init?: RequestInit) {
  const response = await SELF.fetch(`${BASE}${path}`, init);
  const headers = Object.fromEntries([...response.headers].filter(([name]) => name !== "x-request-id"));
  return { status: response.status, body: await response.text(), headers, requestId: response.headers.get("x-request-id") };
}

describe("pages kept in the isolate", () => {
  beforeEach(() => forgetRenderedPages());

  it("the second answer is the first one: body, status and headers, CSP hashes included; only the request id differs", async () => {
    const shellFetches = vi.spyOn(env.ASSETS, "fetch");
    const first = await page("/about");
    expect(renderedPageCount()).toBe(1);
    const fetchesForFirst = shellFetches.mock.calls.length;
    expect(fetchesForFirst).toBeGreaterThan(0); // the shell, at least
    const second = await page("/about");
    expect(shellFetches.mock.calls.length).toBe(fetchesForFirst); // no shell, no prerender read
    shellFetches.mockRestore();
    expect(second).toMatchObject({ status: 200, body: first.body, headers: first.headers });
    expect(first.headers["content-security-policy"]).toMatch(/'sha256-[^']+'/);
    expect(second.requestId).not.toBe(first.requestId);
  });

  it("a first visit gets the prerendered page, a signed-in person the bare shell, each from its own entry", async () => {
    const firstVisit = await page("/about");
    const signedIn = await page("/about", { headers: { cookie: `${SIGNED_IN_HINT_NAME}=1` } });
    expect(renderedPageCount()).toBe(2);
    expect(firstVisit.body).toContain(`<div id="root" ${PRERENDERED_ATTRIBUTE}`);
    expect(signedIn.body).not.toContain(`<div id="root" ${PRERENDERED_ATTRIBUTE}`);
    expect((await page("/about", { headers: { cookie: `${SIGNED_IN_HINT_NAME}=1` } })).body).toBe(signedIn.body);
    expect((await page("/about")).body).toBe(firstVisit.body);
  });

  it("a link with a query string, a shared plan and an unknown slug are rendered each time, never kept", async () => {
    await page("/about?utm_source=ad");
    await page("/shared-plan?data=nonsense");
    await page("/no-such-dealer-here");
    await page("/no/such/page");
    // Only the query-string page is a route-table page: one entry, for its (non-prerendered) variant.
    expect(renderedPageCount()).toBe(1);
  });

  it("stays bounded: past MAX_RENDERED_PAGES the least recently used page goes first", async () => {
    for (let index = 0; index < MAX_RENDERED_PAGES; index++) await keepPage(`page ${index}`, new Response(`body ${index}`), undefined);
    expect(cachedPage("page 0")?.body).toBe("body 0"); // used again: now the most recent
    await keepPage("one more", new Response("more"), undefined);
    expect(renderedPageCount()).toBe(MAX_RENDERED_PAGES);
    expect(cachedPage("page 1")).toBeUndefined();
    expect(cachedPage("page 0")?.body).toBe("body 0");
    expect(cachedPage("one more")?.body).toBe("more");
  });
});
