// The head tags every page declares for link previews: an unfurler that gets the image's size,
// type and alt can show the card on the first share, and the site name and locale label it.
import { describe, expect, it } from "vitest";
import { buildPageMeta, DEFAULT_OG_IMAGE_PATH, headTags } from "./meta";
import { ROUTES } from "./routes";

const ORIGIN = "https://plugplan.example";

function tagsOf(meta: ReturnType<typeof buildPageMeta>): Map<string, string[]> {
  const tags = new Map<string, string[]>();
  for (const { attrs } of headTags(meta)) {
    const key = "property" in attrs ? attrs.property : "name" in attrs ? attrs.name : `link:${attrs.rel}`;
    const value = "content" in attrs ? attrs.content : attrs.href;
    tags.set(key, [...(tags.get(key) ?? []), value]);
  }
  return tags;
}

describe("head tags for link previews", () => {
  it.each(ROUTES.map((route) => [route.path, route] as const))("%s declares the image's size, type and alt, the site name and locale, once each (the served card's real size: worker/html/link-previews.test.ts)", (_path, route) => {
    const tags = tagsOf(buildPageMeta(route, ORIGIN));
    expect(tags.get("og:image")).toEqual([`${ORIGIN}${DEFAULT_OG_IMAGE_PATH}`]);
    expect(tags.get("og:image:width")).toEqual(["1200"]);
    expect(tags.get("og:image:height")).toEqual(["630"]);
    expect(tags.get("og:image:type")).toEqual(["image/png"]);
    expect(tags.get("og:image:alt")).toEqual(["PlugPlan: EV charging plans, savings and guides"]);
    expect(tags.get("twitter:image:alt")).toEqual(["PlugPlan: EV charging plans, savings and guides"]);
    expect(tags.get("og:site_name")).toEqual(["PlugPlan"]);
    expect(tags.get("og:locale")).toEqual(["en_US"]);
  });

  it("og:image:* structured properties follow og:image (the Open Graph protocol reads them in order)", () => {
    const order = headTags(buildPageMeta(ROUTES[0]!, ORIGIN)).map(({ attrs }) => ("property" in attrs ? attrs.property : ""));
    const image = order.indexOf("og:image");
    expect(order.slice(image, image + 5)).toEqual(["og:image", "og:image:type", "og:image:width", "og:image:height", "og:image:alt"]);
  });

  it("a page's own image alt reaches both og:image:alt and twitter:image:alt", () => {
    const tags = tagsOf(buildPageMeta(ROUTES[0]!, ORIGIN, { ogImageAlt: "A card with the plan" }));
    expect(tags.get("og:image:alt")).toEqual(["A card with the plan"]);
    expect(tags.get("twitter:image:alt")).toEqual(["A card with the plan"]);
  });
});
