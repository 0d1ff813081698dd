// /tiles: the basemap served from our own R2 bucket (MAP_TILES), the Protomaps approach with no
// third-party tile service (docs/map-basemap.md). Read-only (GET/HEAD):
//   /tiles/{z}/{x}/{y}.mvt   one vector tile from the PMTiles archive (ranged R2 reads)
//   /tiles/tiles.json        TileJSON 3.0.0 from the archive header and metadata (attribution included)
//   /tiles/style.json        the uploaded style.json rewritten to these URLs, or a plain style
//                            generated from the archive's layers (fills, lines, dots; no text)
//   /tiles/fonts/{fontstack}/{range}.pbf, /tiles/sprites/{file}   style assets streamed from R2
// Set MAP_STYLE_URL to <origin>/tiles/style.json to use it. No archive: JSON 404s, and the map
// keeps its embedded style (MapCanvas falls back when the style fails to load).
import { Hono, type Context } from "hono";
import { TileType, type Header } from "pmtiles";
import type { AppEnv } from "../app-env";
import { jsonError, zodMessage } from "../http-errors";
import { log } from "../middleware/logging";
import {
  ARCHIVE_KEY,
  ArchiveMissing,
  archiveFor,
  FONTS_PREFIX,
  forgetArchive,
  SPRITES_PREFIX,
  STYLE_KEY,
} from "../services/map-tiles";
import { ArchiveMetadataSchema, AssetNameSchema, tileParamsSchema, UploadedStyleSchema, type ArchiveMetadata, type UploadedStyle } from "./tiles.schema";

export const tilesRoutes = new Hono<AppEnv>();

/** Tiles and style assets change only when a new archive is uploaded (the edge cache key carries its etag). */
const TILE_CACHE_CONTROL = "public, max-age=86400";
/** TileJSON and style: short, so a new upload shows within minutes. */
const JSON_CACHE_CONTROL = "public, max-age=300";
export const NO_ARCHIVE_MESSAGE = "No basemap is uploaded: the map uses its embedded style";

type TilesContext = Context<AppEnv>;

/**
 * The URLs in TileJSON and style.json are on APP_ORIGIN, never the request's Host: these answers are
 * cached (here and by the edge), so a request with a forged Host must not plant its own address
 * in what other people's maps load (issue 25).
 */
const tilesBase = (c: TilesContext) => `${(c.env.APP_ORIGIN || new URL(c.req.url).origin).replace(/\/+$/, "")}/tiles`;

async function readHeader(c: TilesContext): Promise<Header> {
  return archiveFor(c.env.MAP_TILES).getHeader();
}

async function readMetadata(c: TilesContext): Promise<ArchiveMetadata> {
  const parsed = ArchiveMetadataSchema.safeParse(await archiveFor(c.env.MAP_TILES).getMetadata());
  if (!parsed.success) throw new Error(`Basemap archive metadata: ${zodMessage(parsed.error)}`);
  return parsed.data;
}

/** Runs `answer`, turning a missing archive into the JSON 404 (and forgetting the cached reader). */
async function withArchive(c: TilesContext, answer: () => Promise<Response>): Promise<Response> {
  try {
    return await answer();
  } catch (error) {
    if (error instanceof ArchiveMissing) {
      forgetArchive();
      return jsonError(c, 404, NO_ARCHIVE_MESSAGE);
    }
    throw error;
  }
}

async function tileJson(c: TilesContext) {
  // Both read the archive's first bytes through the same cached reader, so they can run together.
  const [header, metadata] = await Promise.all([readHeader(c), readMetadata(c)]);
  return {
    tilejson: "3.0.0",
    scheme: "xyz",
    name: metadata.name,
    description: metadata.description,
    version: metadata.version,
    attribution: metadata.attribution,
    tiles: [`${tilesBase(c)}/{z}/{x}/{y}.mvt`],
    minzoom: header.minZoom,
    maxzoom: header.maxZoom,
    bounds: [header.minLon, header.minLat, header.maxLon, header.maxLat],
    center: [header.centerLon, header.centerLat, header.centerZoom],
    vector_layers: metadata.vector_layers,
  };
}

tilesRoutes.get("/tiles.json", (c) =>
  withArchive(c, async () => {
    c.header("Cache-Control", JSON_CACHE_CONTROL);
    return c.json(await tileJson(c));
  }),
);

const SOURCE_ID = "basemap";
const LAYER_COLORS = ["#7b8794", "#9aa5b1", "#b0a58a", "#8fa89b"];

/** A plain style over the archive's layers: polygon fills, lines, and point dots. No text, so no glyphs. */
export function generatedStyle(base: string, metadata: ArchiveMetadata) {
  const layers: Record<string, unknown>[] = [{ id: "background", type: "background", paint: { "background-color": "#d6e6ef" } }];
  metadata.vector_layers.forEach(({ id }, i) => {
    const color = LAYER_COLORS[i % LAYER_COLORS.length];
    layers.push(
      { id: `${id}-fill`, type: "fill", source: SOURCE_ID, "source-layer": id, filter: ["==", ["geometry-type"], "Polygon"], paint: { "fill-color": "#f7f8f4" } },
      {
        id: `${id}-line`,
        type: "line",
        source: SOURCE_ID,
        "source-layer": id,
        filter: ["in", ["geometry-type"], ["literal", ["LineString", "Polygon"]]],
        paint: { "line-color": color, "line-width": 1 },
      },
      { id: `${id}-dot`, type: "circle", source: SOURCE_ID, "source-layer": id, filter: ["==", ["geometry-type"], "Point"], paint: { "circle-color": color, "circle-radius": 2 } },
    );
  });
  return { version: 8, name: metadata.name ?? "PlugPlan basemap", sources: { [SOURCE_ID]: { type: "vector", url: `${base}/tiles.json` } }, layers };
}

/** The last path segment of a sprite URL ("…/sprites/v4/light" → "light"). */
const spriteName = (url: string) => url.replace(/[?#].*$/, "").split("/").filter(Boolean).at(-1) ?? "sprite";

/**
 * An uploaded style pointed at us: every vector source reads our TileJSON (the archive is the one
 * vector source we serve), glyphs and sprites come from the bucket. Everything else is untouched.
 */
export function rewrittenStyle(base: string, style: UploadedStyle) {
  const sources = Object.fromEntries(
    Object.entries(style.sources).map(([id, source]) => {
      if (source.type !== "vector") return [id, source];
      const { tiles: _tiles, url: _url, ...rest } = source as Record<string, unknown>;
      return [id, { ...rest, type: "vector", url: `${base}/tiles.json` }];
    }),
  );
  const sprite =
    typeof style.sprite === "string"
      ? `${base}/sprites/${spriteName(style.sprite)}`
      : style.sprite?.map((entry) => ({ ...entry, url: `${base}/sprites/${spriteName(entry.url)}` }));
  return {
    ...style,
    sources,
    ...(style.glyphs ? { glyphs: `${base}/fonts/{fontstack}/{range}.pbf` } : {}),
    ...(sprite ? { sprite } : {}),
  };
}

tilesRoutes.get("/style.json", (c) =>
  withArchive(c, async () => {
    // The archive must exist for either style to draw anything: check it first.
    const metadata = await readMetadata(c);
    const uploaded = await c.env.MAP_TILES.get(STYLE_KEY);
    c.header("Cache-Control", JSON_CACHE_CONTROL);
    if (!uploaded) return c.json(generatedStyle(tilesBase(c), metadata));
    const parsed = UploadedStyleSchema.safeParse(await uploaded.json().catch(() => null));
    if (!parsed.success) {
      log("error", "map_style_invalid", { requestId: c.get("requestId"), error: zodMessage(parsed.error) });
      return jsonError(c, 500, "The uploaded map style (style.json) is not a MapLibre style");
    }
    return c.json(rewrittenStyle(tilesBase(c), parsed.data));
  }),
);

/** Streams a style asset from the bucket, or a JSON 404. */
async function asset(c: TilesContext, key: string, contentType: string): Promise<Response> {
  const object = await c.env.MAP_TILES.get(key);
  if (!object) return jsonError(c, 404, "Not found");
  return c.body(object.body, 200, {
    "Content-Type": object.httpMetadata?.contentType ?? contentType,
    "Cache-Control": TILE_CACHE_CONTROL,
    ETag: object.httpEtag,
  });
}

tilesRoutes.get("/fonts/:fontstack/:range", (c): Response | Promise<Response> => {
  const fontstack = AssetNameSchema.safeParse(c.req.param("fontstack"));
  const range = AssetNameSchema.safeParse(c.req.param("range"));
  if (!fontstack.success || !range.success || !range.data.endsWith(".pbf")) return jsonError(c, 404, "Not found");
  return asset(c, `${FONTS_PREFIX}${fontstack.data}/${range.data}`, "application/x-protobuf");
});

tilesRoutes.get("/sprites/:file", (c): Response | Promise<Response> => {
  const file = AssetNameSchema.safeParse(c.req.param("file"));
  if (!file.success) return jsonError(c, 404, "Not found");
  return asset(c, `${SPRITES_PREFIX}${file.data}`, file.data.endsWith(".json") ? "application/json" : "image/png");
});

tilesRoutes.get("/:z/:x/:file", (c): Response | Promise<Response> => {
  const file = c.req.param("file");
  if (!file.endsWith(".mvt")) return jsonError(c, 404, "Not found");
  return withArchive(c, async () => {
    const header = await readHeader(c);
    if (header.tileType !== TileType.Mvt) throw new Error(`Basemap archive ${ARCHIVE_KEY} holds tile type ${header.tileType}, not MVT`);
    const params = tileParamsSchema(header.maxZoom).safeParse({ z: c.req.param("z"), x: c.req.param("x"), y: file.slice(0, -".mvt".length) });
    if (!params.success) return jsonError(c, 400, zodMessage(params.error));
    const { z, x, y } = params.data;

    // The edge cache key names the archive version, so a new upload never serves old tiles.
    const cacheKey = new Request(`${tilesBase(c)}/${z}/${x}/${y}.mvt?archive=${encodeURIComponent(header.etag ?? "")}`);
    const cached = await caches.default.match(cacheKey);
    // A cached response's headers are immutable; the security headers middleware still sets its own.
    if (cached) return new Response(cached.body, cached);

    const tile = await archiveFor(c.env.MAP_TILES).getZxy(z, x, y);
    // pmtiles hands the tile back decompressed. We answer plain MVT and let Cloudflare compress it
    // for the client (application/x-protobuf is on its compressible list): passing the archive's
    // gzip bytes with Content-Encoding would need encodeBody "manual" and breaks for clients that
    // do not accept gzip. A tile absent from the archive (open sea) is 204: MapLibre draws it
    // empty without an error event, and the browser logs nothing.
    // (An absent tile costs no R2 read once the directory is cached, and the Cache API stores no
    // 204s: only found tiles go to the edge cache.)
    if (!tile) return new Response(null, { status: 204, headers: { "Cache-Control": TILE_CACHE_CONTROL } });
    const response = new Response(tile.data, { headers: { "Content-Type": "application/x-protobuf", "Cache-Control": TILE_CACHE_CONTROL } });
    c.executionCtx.waitUntil(caches.default.put(cacheKey, response.clone()));
    return response;
  });
});

// Read-only: any other method is refused (HEAD is answered by the GET handlers).
tilesRoutes.all("*", (c) => {
  if (c.req.method === "GET" || c.req.method === "HEAD") return jsonError(c, 404, "Not found");
  c.header("Allow", "GET, HEAD");
  return jsonError(c, 405, "The map tiles are read-only: use GET or HEAD");
});
