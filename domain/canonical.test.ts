// One URL per page in search (issue 18 item 3, decision 0007): a guide shown as a plan task names
// its standalone page as canonical; a 404 claims no URL at all.
import { describe, expect, it } from "vitest";
import { headTags } from "./meta";
import { PAGE_CONTENT } from "./page-content";
import { resolvePage } from "./page-resolution";
import { canonicalPathOf, routeById, ROUTES } from "./routes";

const ORIGIN = "https://plugplan.example";

const TASK_TO_STANDALONE = [
  ["/charging-plan/basics", "/ev-charging-basics-calculator"],
  ["/charging-plan/home-charger", "/home-ev-charger-installation-guide"],
  ["/charging-plan/public-charging", "/public-ev-charging-stations-guide"],
  ["/charging-plan/maximize-savings", "/maximize-ev-fuel-savings-calculator"],
  ["/charging-plan/automate-charging", "/automate-ev-charging-schedule"],
  ["/charging-plan/driving-tips", "/ev-driving-tips-maximize-range"],
  ["/charging-plan/battery-health", "/ev-battery-health-maintenance-guide"],
] as const;

describe("canonical URLs", () => {
  it.each(TASK_TO_STANDALONE)("%s names %s as canonical, in the link, og:url and the JSON-LD; it stays index, follow", (task, standalone) => {
    const { meta, status } = resolvePage(task, ORIGIN, PAGE_CONTENT);
    expect(status).toBe(200);
    expect(meta.canonical).toBe(`${ORIGIN}${standalone}`);
    expect(meta.structuredData?.[0]?.url).toBe(`${ORIGIN}${standalone}`);
    expect(meta.robots).toBe("index, follow");
    const tags = headTags(meta);
    expect(tags).toContainEqual({ tag: "link", attrs: { rel: "canonical", href: `${ORIGIN}${standalone}` } });
    expect(tags).toContainEqual({ tag: "meta", attrs: { property: "og:url", content: `${ORIGIN}${standalone}` } });
  });

  it("every task page of the table is one of those seven; every other page is its own canonical", () => {
    expect(ROUTES.filter((route) => route.mode === "task").map((route) => route.path)).toEqual(TASK_TO_STANDALONE.map(([task]) => task));
    for (const route of ROUTES.filter((candidate) => candidate.mode !== "task")) expect(canonicalPathOf(route)).toBe(route.path);
    // The incentives page sits under /charging-plan but has no standalone twin: it is its own.
    expect(canonicalPathOf(routeById("incentives"))).toBe("/charging-plan/incentives");
  });

  it("a 404 has no canonical, no og:url and no JSON-LD (it claims no other page), and is noindex", () => {
    const { meta, status, kind } = resolvePage("/no/such/page", ORIGIN, PAGE_CONTENT);
    expect([status, kind]).toEqual([404, "not-found"]);
    expect(meta.canonical).toBeNull();
    expect(meta.structuredData).toBeNull();
    expect(meta.robots).toBe("noindex, follow");
    const tags = headTags(meta);
    expect(tags.some((tag) => "rel" in tag.attrs && tag.attrs.rel === "canonical")).toBe(false);
    expect(tags.some((tag) => "property" in tag.attrs && tag.attrs.property === "og:url")).toBe(false);
    expect(tags).toContainEqual({ tag: "meta", attrs: { property: "og:title", content: "Page not found | PlugPlan" } });
  });
});
