// Our PMTiles v3 writer, read back by the real reader (npm pmtiles, the one the Worker uses), and the
// sample basemap archive it builds, decoded with @mapbox/vector-tile as MapLibre would.
import { readFileSync } from "node:fs";
import { gunzipSync, gzipSync } from "node:zlib";
import { VectorTile } from "@mapbox/vector-tile";
import { PbfReader } from "pbf";
import { PMTiles, zxyToTileId as referenceTileId, type Source } from "pmtiles";
import { describe, expect, it } from "vitest";
import { buildArchive, DEFAULT_OUT } from "../basemap/build-archive.mjs";
import { Compression, serializeDirectory, TileType, writePmtiles, zxyToTileId } from "./pmtiles-writer.mjs";

/** A pmtiles Source over bytes in memory, counting reads. */
function memorySource(bytes: Uint8Array) {
  const reads: { offset: number; length: number }[] = [];
  const source: Source = {
    getKey: () => "memory",
    getBytes: async (offset, length) => {
      reads.push({ offset, length });
      return { data: bytes.slice(offset, offset + length).buffer };
    },
  };
  return { source, reads };
}

const text = (value: string) => new TextEncoder().encode(value);
const sampleBounds: [number, number, number, number] = [-119, 33.5, -117, 34.6];

describe("zxyToTileId", () => {
  it("numbers tiles along the Hilbert curve after all lower zooms, as the reference reader does", () => {
    // Spec examples: 0/0/0 → 0; zoom 1 starts at 1 and runs (0,0),(0,1),(1,1),(1,0).
    expect(zxyToTileId(0, 0, 0)).toBe(0);
    expect([zxyToTileId(1, 0, 0), zxyToTileId(1, 0, 1), zxyToTileId(1, 1, 1), zxyToTileId(1, 1, 0)]).toEqual([1, 2, 3, 4]);
    expect(zxyToTileId(2, 0, 0)).toBe(5);
    for (const [z, x, y] of [
      [3, 5, 2],
      [10, 176, 408],
      [14, 2806, 6539],
      [20, 123456, 654321],
    ] as const) {
      expect(zxyToTileId(z, x, y)).toBe(referenceTileId(z, x, y));
    }
  });

  it("refuses a tile outside its zoom", () => {
    expect(() => zxyToTileId(2, 4, 0)).toThrow("tile 2/4/0 is outside zoom level 2");
  });
});

describe("serializeDirectory", () => {
  it("writes count, delta IDs, run lengths, lengths and offsets (0 when contiguous, else offset + 1) as varints", () => {
    const bytes = serializeDirectory([
      { tileId: 1, offset: 0, length: 10, runLength: 1 },
      { tileId: 2, offset: 10, length: 200, runLength: 2 },
      { tileId: 5, offset: 0, length: 10, runLength: 1 },
    ]);
    // 200 = 0xC8 → varint 0xC8 0x01
    expect([...bytes]).toEqual([3, 1, 1, 3, 1, 2, 1, 10, 0xc8, 0x01, 10, 1, 0, 1]);
  });
});

describe("writePmtiles", () => {
  const tiles = [
    { z: 0, x: 0, y: 0, data: gzipSync(text("world")) },
    { z: 1, x: 0, y: 0, data: gzipSync(text("north-west")) },
    { z: 1, x: 0, y: 1, data: gzipSync(text("same")) },
    { z: 1, x: 1, y: 1, data: gzipSync(text("same")) },
  ];
  const metadata = { vector_layers: [{ id: "a", fields: {} }], attribution: "test credit" };

  it("writes a header the reference reader accepts, with counts, zooms, bounds and centre", async () => {
    const archive = writePmtiles({ tiles, metadata, bounds: sampleBounds, center: [-118.37, 34.17, 9] });
    const header = await new PMTiles(memorySource(archive).source).getHeader();
    expect(header).toMatchObject({
      specVersion: 3,
      rootDirectoryOffset: 127,
      numAddressedTiles: 4,
      // 1/0/1 and 1/1/1 are the same bytes at consecutive IDs (2, 3): one run.
      numTileEntries: 3,
      numTileContents: 3,
      clustered: true,
      internalCompression: Compression.Gzip,
      tileCompression: Compression.Gzip,
      tileType: TileType.Mvt,
      minZoom: 0,
      maxZoom: 1,
      minLon: -119,
      minLat: 33.5,
      maxLon: -117,
      maxLat: 34.6,
      centerZoom: 9,
      centerLon: -118.37,
      centerLat: 34.17,
    });
    expect(archive.length).toBe(header.tileDataOffset + (header.tileDataLength ?? 0));
  });

  it("answers every tile (decompressed by the reader), the run's second tile, the metadata, and undefined for a missing tile", async () => {
    const archive = new PMTiles(memorySource(writePmtiles({ tiles, metadata, bounds: sampleBounds, center: [0, 0, 0] })).source);
    const read = async (z: number, x: number, y: number) => {
      const tile = await archive.getZxy(z, x, y);
      return tile ? new TextDecoder().decode(tile.data) : undefined;
    };
    expect(await read(0, 0, 0)).toBe("world");
    expect(await read(1, 0, 0)).toBe("north-west");
    expect(await read(1, 0, 1)).toBe("same");
    expect(await read(1, 1, 1)).toBe("same");
    expect(await read(1, 1, 0)).toBeUndefined();
    expect(await read(2, 0, 0)).toBeUndefined(); // beyond the archive's max zoom
    expect(await archive.getMetadata()).toEqual(metadata);
  });

  it("moves entries into leaf directories when the root would not fit, and the reader still finds every tile", async () => {
    const many = [];
    for (let x = 0; x < 16; x++) for (let y = 0; y < 16; y++) many.push({ z: 4, x, y, data: gzipSync(text(`tile ${x},${y}`)) });
    const bytes = writePmtiles({ tiles: many, metadata, bounds: sampleBounds, center: [0, 0, 4], maxRootBytes: 40 });
    const { source, reads } = memorySource(bytes);
    const archive = new PMTiles(source);
    const header = await archive.getHeader();
    expect(header.leafDirectoryLength).toBeGreaterThan(0);
    expect(header.rootDirectoryLength).toBeLessThanOrEqual(40);
    for (const [x, y] of [
      [0, 0],
      [7, 9],
      [15, 15],
    ]) {
      const tile = await archive.getZxy(4, x, y);
      expect(new TextDecoder().decode(tile?.data)).toBe(`tile ${x},${y}`);
    }
    // Leaf directories were fetched from the leaf section.
    expect(reads.some((read) => read.offset >= header.leafDirectoryOffset && read.offset < header.tileDataOffset)).toBe(true);
  });

  it("refuses an empty archive and a tile given twice", () => {
    expect(() => writePmtiles({ tiles: [], metadata, bounds: sampleBounds, center: [0, 0, 0] })).toThrow("at least one tile");
    expect(() => writePmtiles({ tiles: [tiles[0]!, tiles[0]!], metadata, bounds: sampleBounds, center: [0, 0, 0] })).toThrow("Tile 0/0/0 is given twice");
  });
});

describe("the sample basemap archive (scripts/basemap/build-archive.mjs)", () => {
  const { bytes } = buildArchive();

  it("is the committed fixture, byte for byte (rebuild with npm run basemap:build)", () => {
    expect(Buffer.from(readFileSync(DEFAULT_OUT)).equals(Buffer.from(bytes))).toBe(true);
  });

  it("stays small: a few hundred KB at most", () => {
    expect(bytes.length).toBeLessThan(300 * 1024);
  });

  it("names its layers and credits in the metadata, and covers zooms 0–10", async () => {
    const archive = new PMTiles(memorySource(bytes).source);
    const header = await archive.getHeader();
    expect([header.minZoom, header.maxZoom]).toEqual([0, 10]);
    const metadata = (await archive.getMetadata()) as { attribution: string; vector_layers: { id: string }[] };
    expect(metadata.attribution).toBe("U.S. Census Bureau (us-atlas) · GeoNames, CC BY 4.0");
    expect(metadata.vector_layers.map((layer) => layer.id)).toEqual(["states", "counties", "places"]);
  });

  it("has North Hollywood's zoom-10 tile with California and the place North Hollywood, and county borders around it at zoom 8", async () => {
    const archive = new PMTiles(memorySource(bytes).source);
    // 34.17 N, 118.37 W at zoom 10: x = floor((−118.37 + 180) / 360 · 1024) = 175, y = 408.
    const tile = await archive.getZxy(10, 175, 408);
    expect(tile).toBeDefined();
    const decoded = new VectorTile(new PbfReader(new Uint8Array(tile!.data)));
    // Inside Los Angeles County: no county border crosses this tile.
    expect(Object.keys(decoded.layers).sort()).toEqual(["places", "states"]);
    const states = decoded.layers.states!;
    expect(states.feature(0).properties.name).toBe("California");
    const places = Array.from({ length: decoded.layers.places!.length }, (_, i) => decoded.layers.places!.feature(i).properties.name);
    expect(places).toContain("North Hollywood");
    // Raw bytes are gzip in the archive: the reader handed us the inflated MVT.
    expect(() => gunzipSync(new Uint8Array(tile!.data))).toThrow();

    // Zoom 8 tile 44/102 (118.1°–116.7° W) holds the Los Angeles, Orange and San Bernardino county borders.
    const wide = await archive.getZxy(8, 44, 102);
    const wideDecoded = new VectorTile(new PbfReader(new Uint8Array(wide!.data)));
    expect(Object.keys(wideDecoded.layers).sort()).toEqual(["counties", "places", "states"]);
    expect(wideDecoded.layers.counties!.feature(0).type).toBe(2); // LineString
  });

  it("draws the whole country at low zooms (states only) and has no tile in the open Pacific", async () => {
    const archive = new PMTiles(memorySource(bytes).source);
    const world = await archive.getZxy(0, 0, 0);
    const decoded = new VectorTile(new PbfReader(new Uint8Array(world!.data)));
    expect(Object.keys(decoded.layers)).toEqual(["states"]);
    expect(decoded.layers.states!.length).toBe(51);
    // Zoom 6, x = 8 spans 135°–129.4° W: open Pacific, west of every state (Alaska and Hawaii are beyond the
    // country-wide zooms' bounds).
    expect(await archive.getZxy(6, 8, 24)).toBeUndefined();
  });
});
