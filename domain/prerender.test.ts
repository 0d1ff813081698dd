import { describe, expect, it } from "vitest";
import { PRERENDERED_PATHS, prerenderAssetPath } from "./prerender";
import { ROUTES } from "./routes";

describe("prerendered pages", () => {
  it("are every route except those that depend on the link's query or on who is signed in; dealer pages are data, never prerendered", () => {
    const routes = ROUTES.map((route) => route.path).filter((path) => !["/shared-plan", "/login", "/auth/confirm", "/account", "/dealer"].includes(path));
    // Each in English, then in Spanish under /es (issue 29).
    expect(PRERENDERED_PATHS).toEqual(routes.flatMap((path) => [path, path === "/" ? "/es" : `/es${path}`]));
  });

  it("each has its own file; other paths have none", () => {
    const files = PRERENDERED_PATHS.map((path) => prerenderAssetPath(path));
    expect(new Set(files).size).toBe(PRERENDERED_PATHS.length);
    expect(prerenderAssetPath("/")).toBe("/_prerender/index.json");
    expect(prerenderAssetPath("/charging-plan/incentives")).toBe("/_prerender/charging-plan_incentives.json");
    expect(prerenderAssetPath("/about/")).toBe("/_prerender/about.json");
    expect(prerenderAssetPath("/es")).toBe("/_prerender/es.json");
    expect(prerenderAssetPath("/es/charging-plan/incentives")).toBe("/_prerender/es_charging-plan_incentives.json");
    expect(prerenderAssetPath("/galpinhonda")).toBeUndefined();
    expect(prerenderAssetPath("/bay-area-toyota")).toBeUndefined();
    expect(prerenderAssetPath("/no/such/page")).toBeUndefined();
    expect(prerenderAssetPath("/shared-plan")).toBeUndefined();
  });
});
