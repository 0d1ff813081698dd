// /tiles against the real R2 binding (MAP_TILES) holding the sample archive
// (worker/test/fixtures/basemap-sample.pmtiles, built by npm run basemap:build from our own data).
import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { VectorTile } from "@mapbox/vector-tile";
import { PbfReader } from "pbf";
import { EtagMismatch } from "pmtiles";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ARCHIVE_KEY, ARCHIVE_RECHECK_MS, archiveFor, forgetArchive, R2Source, STYLE_KEY } from "../services/map-tiles";
import { NO_ARCHIVE_MESSAGE, tilesRoutes } from "./tiles";

const ORIGIN = "http://localhost";
/** Where TileJSON and style.json point: the configured origin, whatever Host the request named. */
const APP_ORIGIN = env.APP_ORIGIN;
const archiveBytes = Uint8Array.from(atob(env.TEST_BASEMAP_ARCHIVE), (char) => char.charCodeAt(0));

async function uploadArchive() {
  await env.MAP_TILES.put(ARCHIVE_KEY, archiveBytes);
}
async function emptyBucket() {
  const listed = await env.MAP_TILES.list();
  await Promise.all(listed.objects.map((object) => env.MAP_TILES.delete(object.key)));
}

const get = (path: string, init?: RequestInit) => SELF.fetch(`${ORIGIN}${path}`, init);
const decode = (bytes: ArrayBuffer) => new VectorTile(new PbfReader(new Uint8Array(bytes)));

describe("/tiles with the sample archive in R2", () => {
  beforeAll(uploadArchive);
  afterAll(emptyBucket);

  it("answers a known tile as protobuf that decodes to the archive's layers (North Hollywood, zoom 10)", async () => {
    const response = await get("/tiles/10/175/408.mvt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/x-protobuf");
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
    // Served decompressed (the platform compresses for the client): no gzip header on our side.
    expect(response.headers.get("content-encoding")).toBeNull();
    const tile = decode(await response.arrayBuffer());
    expect(Object.keys(tile.layers).sort()).toEqual(["places", "states"]);
    expect(tile.layers.states!.feature(0).properties.name).toBe("California");
    const places = Array.from({ length: tile.layers.places!.length }, (_, i) => tile.layers.places!.feature(i).properties.name);
    expect(places).toContain("North Hollywood");
  });

  it("answers the same bytes again from the edge cache", async () => {
    const first = await (await get("/tiles/9/87/204.mvt")).arrayBuffer();
    const second = await get("/tiles/9/87/204.mvt");
    expect(second.status).toBe(200);
    expect(new Uint8Array(await second.arrayBuffer())).toEqual(new Uint8Array(first));
  });

  it("answers 204 with no body for a tile the archive does not hold (open Pacific, or outside the detail area)", async () => {
    const ocean = await get("/tiles/6/8/24.mvt");
    expect(ocean.status).toBe(204);
    expect(await ocean.text()).toBe("");
    // Zoom 10 over New York: only greater Los Angeles has detail zooms.
    const newYork = await get("/tiles/10/301/385.mvt");
    expect(newYork.status).toBe(204);
  });

  it("answers HEAD with the headers and no body", async () => {
    const response = await get("/tiles/10/175/408.mvt", { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/x-protobuf");
    expect(await response.text()).toBe("");
    const tileJson = await get("/tiles/tiles.json", { method: "HEAD" });
    expect(tileJson.status).toBe(200);
  });

  it("refuses other methods: the tiles are read-only", async () => {
    const response = await get("/tiles/10/175/408.mvt", { method: "POST" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
    expect(await response.json()).toMatchObject({ message: "The map tiles are read-only: use GET or HEAD" });
  });

  it.each([
    ["/tiles/11/0/0.mvt", "z: Zoom must be a whole number from 0 to 10"],
    ["/tiles/-1/0/0.mvt", "z: Zoom must be a whole number from 0 to 10"],
    ["/tiles/one/0/0.mvt", "z: Zoom must be a whole number from 0 to 10"],
    ["/tiles/2/4/0.mvt", "x: x must be a whole number from 0 to 3 at zoom 2"],
    ["/tiles/2/1.5/0.mvt", "x: x must be a whole number from 0 to 3 at zoom 2"],
    ["/tiles/10/175/1024.mvt", "y: y must be a whole number from 0 to 1023 at zoom 10"],
    ["/tiles/0/0/-0.mvt", "y: y must be a whole number from 0 to 0 at zoom 0"],
  ])("answers 400 for %s: %s", async (path, message) => {
    const response = await get(path);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message });
  });

  it("answers 404 for a tile path that is not .mvt", async () => {
    const response = await get("/tiles/10/175/408.png");
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ message: "Not found" });
  });

  it("describes the archive as TileJSON 3.0.0, tiles on APP_ORIGIN, credits from its metadata", async () => {
    const response = await get("/tiles/tiles.json");
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      tilejson: "3.0.0",
      scheme: "xyz",
      tiles: [`${APP_ORIGIN}/tiles/{z}/{x}/{y}.mvt`],
      minzoom: 0,
      maxzoom: 10,
      bounds: [-125, 24, -66.9, 49.5],
      center: [-118.37, 34.17, 9],
      attribution: "U.S. Census Bureau (us-atlas) · GeoNames, CC BY 4.0",
      name: "PlugPlan sample basemap",
    });
    expect((body.vector_layers as { id: string }[]).map((layer) => layer.id)).toEqual(["states", "counties", "places"]);
  });

  it("never builds its URLs from the Host header: a forged Host still gets APP_ORIGIN", async () => {
    for (const path of ["/tiles/tiles.json", "/tiles/style.json"]) {
      const response = await SELF.fetch(`http://attacker.example${path}`);
      expect(response.status, path).toBe(200);
      const text = await response.text();
      expect(text, path).not.toContain("attacker.example");
      expect(text, path).toContain(`${APP_ORIGIN}/tiles/`);
    }
  });

  it("generates a style of fills, lines and dots over the archive's layers when no style.json is uploaded, with no text (no glyphs)", async () => {
    const response = await get("/tiles/style.json");
    expect(response.status).toBe(200);
    const style = (await response.json()) as { version: number; sources: Record<string, { type: string; url: string }>; layers: { id: string; type: string }[]; glyphs?: string };
    expect(style.version).toBe(8);
    expect(style.sources).toEqual({ basemap: { type: "vector", url: `${APP_ORIGIN}/tiles/tiles.json` } });
    expect(style.glyphs).toBeUndefined();
    expect(style.layers.map((layer) => layer.type)).not.toContain("symbol");
    expect(style.layers.map((layer) => layer.id)).toEqual([
      "background",
      ...["states", "counties", "places"].flatMap((layer) => [`${layer}-fill`, `${layer}-line`, `${layer}-dot`]),
    ]);
  });

  describe("with an uploaded style.json and its assets", () => {
    beforeAll(async () => {
      await env.MAP_TILES.put(
        STYLE_KEY,
        JSON.stringify({
          version: 8,
          glyphs: "https://protomaps.github.io/basemaps-assets/fonts/{fontstack}/{range}.pbf",
          sprite: "https://protomaps.github.io/basemaps-assets/sprites/v4/light",
          sources: {
            protomaps: { type: "vector", url: "pmtiles://https://example.invalid/us.pmtiles", attribution: "© OpenStreetMap" },
            hillshade: { type: "raster", tiles: ["https://example.invalid/{z}/{x}/{y}.png"] },
          },
          layers: [{ id: "earth", type: "fill", source: "protomaps", "source-layer": "earth" }],
        }),
      );
      await env.MAP_TILES.put("fonts/Noto Sans Regular/0-255.pbf", new Uint8Array([1, 2, 3]));
      await env.MAP_TILES.put("sprites/light.json", JSON.stringify({ dot: { x: 0, y: 0, width: 8, height: 8, pixelRatio: 1 } }), {
        httpMetadata: { contentType: "application/json" },
      });
    });
    afterAll(async () => {
      await env.MAP_TILES.delete([STYLE_KEY, "fonts/Noto Sans Regular/0-255.pbf", "sprites/light.json"]);
    });

    it("points its vector sources, glyphs and sprite at our origin and leaves the rest as uploaded", async () => {
      const style = (await (await get("/tiles/style.json")).json()) as Record<string, unknown>;
      expect(style.sources).toEqual({
        protomaps: { type: "vector", url: `${APP_ORIGIN}/tiles/tiles.json`, attribution: "© OpenStreetMap" },
        hillshade: { type: "raster", tiles: ["https://example.invalid/{z}/{x}/{y}.png"] },
      });
      expect(style.glyphs).toBe(`${APP_ORIGIN}/tiles/fonts/{fontstack}/{range}.pbf`);
      expect(style.sprite).toBe(`${APP_ORIGIN}/tiles/sprites/light`);
      expect(style.layers).toEqual([{ id: "earth", type: "fill", source: "protomaps", "source-layer": "earth" }]);
    });

    it("streams fonts and sprites from the bucket, and 404s a missing or unsafe asset name", async () => {
      const font = await get("/tiles/fonts/Noto%20Sans%20Regular/0-255.pbf");
      expect(font.status).toBe(200);
      expect(font.headers.get("content-type")).toBe("application/x-protobuf");
      expect(new Uint8Array(await font.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
      const sprite = await get("/tiles/sprites/light.json");
      expect(sprite.headers.get("content-type")).toBe("application/json");
      expect(await sprite.json()).toMatchObject({ dot: { width: 8 } });
      expect((await get("/tiles/sprites/light@2x.png")).status).toBe(404);
      expect((await get("/tiles/fonts/..%2F..%2Fbasemap.pmtiles/0-255.pbf")).status).toBe(404);
    });

    it("answers 500 with a message when the uploaded style.json is not a MapLibre style", async () => {
      await env.MAP_TILES.put(STYLE_KEY, JSON.stringify({ version: 7 }));
      const response = await get("/tiles/style.json");
      expect(response.status).toBe(500);
      expect(await response.json()).toMatchObject({ message: "The uploaded map style (style.json) is not a MapLibre style" });
    });
  });
});

describe("ranged reads: a tile never reads the whole archive", () => {
  beforeAll(uploadArchive);
  afterAll(emptyBucket);
  beforeEach(() => forgetArchive());

  /** MAP_TILES with every get recorded. */
  function recordingBucket() {
    const gets: { key: string; offset?: number; length?: number }[] = [];
    const bucket = new Proxy(env.MAP_TILES, {
      get(target, property) {
        if (property === "get") {
          return (key: string, options?: R2GetOptions) => {
            const range = options?.range as { offset?: number; length?: number } | undefined;
            gets.push({ key, offset: range?.offset, length: range?.length });
            return target.get(key, options);
          };
        }
        const value = Reflect.get(target, property) as unknown;
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    return { bucket, gets };
  }

  async function fetchTile(bucket: R2Bucket, path: string) {
    const ctx = createExecutionContext();
    const response = await tilesRoutes.request(path, {}, { ...env, MAP_TILES: bucket }, ctx);
    await waitOnExecutionContext(ctx);
    return response;
  }

  it("reads the header and root directory once (16 KiB), then only each tile's own bytes", async () => {
    const { bucket, gets } = recordingBucket();
    expect((await fetchTile(bucket, "/8/44/102.mvt")).status).toBe(200);
    expect(gets).toHaveLength(2);
    expect(gets[0]).toEqual({ key: ARCHIVE_KEY, offset: 0, length: 16384 });
    expect(gets[1]!.key).toBe(ARCHIVE_KEY);
    expect(gets[1]!.offset).toBeGreaterThan(16384 - 1);
    // The tile's own bytes: a few KB of a ~90 KB archive.
    expect(gets[1]!.length).toBeLessThan(archiveBytes.length / 4);

    // The next tile: header and directory come from the isolate's cache.
    expect((await fetchTile(bucket, "/7/22/51.mvt")).status).toBe(200);
    expect(gets).toHaveLength(3);
    expect(gets[2]!.length).toBeLessThan(archiveBytes.length / 4);
    expect(gets.every((read) => read.length !== undefined)).toBe(true);
  });

  it("keeps one reader per isolate, and starts a fresh one (re-reading the header) after a few minutes", () => {
    const first = archiveFor(env.MAP_TILES, ARCHIVE_KEY, 1_000);
    expect(archiveFor(env.MAP_TILES, ARCHIVE_KEY, 1_000 + ARCHIVE_RECHECK_MS)).toBe(first);
    expect(archiveFor(env.MAP_TILES, ARCHIVE_KEY, 1_001 + ARCHIVE_RECHECK_MS)).not.toBe(first);
  });

  it("R2Source refuses bytes of a replaced archive (etag mismatch), so the reader starts over", async () => {
    const source = new R2Source(env.MAP_TILES, ARCHIVE_KEY);
    const first = await source.getBytes(0, 127);
    expect(first.data.byteLength).toBe(127);
    expect(first.etag).toBeTruthy();
    await expect(source.getBytes(0, 127, undefined, first.etag)).resolves.toMatchObject({ etag: first.etag });
    await expect(source.getBytes(0, 127, undefined, "an-older-archive")).rejects.toBeInstanceOf(EtagMismatch);
  });
});

describe("/tiles with no archive uploaded", () => {
  beforeAll(async () => {
    await emptyBucket();
    forgetArchive();
  });

  it.each(["/tiles/tiles.json", "/tiles/style.json", "/tiles/10/175/408.mvt"])("answers 404 with a message for %s", async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toMatchObject({ message: NO_ARCHIVE_MESSAGE });
  });
});
