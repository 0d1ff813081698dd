import { describe, expect, it } from "vitest";
import { LOCALES } from "../i18n/locale";
import { isManifestPath, manifestPath, MANIFEST_PATH } from "./offline-rules";
import { webManifest, type ManifestLook, type WebManifest } from "./web-manifest";

const LOOK: ManifestLook = {
  icons: [{ src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" }],
  themeColor: "#0b5f4a",
  backgroundColor: "#f6f8f7",
};

describe("the web manifest of each language", () => {
  it("installs the English app as before, now saying its language", () => {
    expect(webManifest("en", LOOK)).toEqual({
      lang: "en-US",
      name: "PlugPlan: your EV charging plan",
      short_name: "PlugPlan",
      description: "Your EV charging plan, its costs in dollars and the guides, on your phone — also with no signal.",
      // An installed app is known by its id: the English one keeps the id it shipped with.
      id: "/",
      start_url: "/charging-plan",
      scope: "/",
      display: "standalone",
      theme_color: "#0b5f4a",
      background_color: "#f6f8f7",
      icons: LOOK.icons,
    });
  });

  it("installs a Spanish app of its own that opens on the Spanish plan, with the same icons and colours", () => {
    const spanish = webManifest("es", LOOK);
    expect(spanish).toMatchObject({
      lang: "es-US",
      name: "PlugPlan: su plan de carga para vehículo eléctrico",
      short_name: "PlugPlan",
      id: "/es/",
      start_url: "/es/charging-plan",
      display: "standalone",
    });
    expect(spanish.description).toMatch(/^Su plan de carga para vehículo eléctrico, .* incluso sin señal\.$/);
    const look = ({ scope, theme_color, background_color, icons }: WebManifest) => ({ scope, theme_color, background_color, icons });
    expect(look(spanish)).toEqual(look(webManifest("en", LOOK)));
  });

  it("gives every language a distinct id and a start_url inside its scope", () => {
    const manifests = LOCALES.map((locale) => webManifest(locale, LOOK));
    expect(new Set(manifests.map((manifest) => manifest.id)).size).toBe(LOCALES.length);
    for (const manifest of manifests) expect(manifest.start_url.startsWith(manifest.scope), manifest.lang).toBe(true);
  });

  it("lives at /manifest.webmanifest in English and /es/manifest.webmanifest in Spanish", () => {
    expect(manifestPath("en")).toBe(MANIFEST_PATH);
    expect(manifestPath("es")).toBe("/es/manifest.webmanifest");
    expect(isManifestPath("/es/manifest.webmanifest")).toBe(true);
    expect(isManifestPath("/manifest.webmanifest")).toBe(true);
    for (const path of ["/es/es/manifest.webmanifest", "/fr/manifest.webmanifest", "/es/manifest.json", "/es"]) expect(isManifestPath(path), path).toBe(false);
  });
});
