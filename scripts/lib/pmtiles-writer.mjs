// A PMTiles v3 writer (https://github.com/protomaps/PMTiles/blob/main/spec/v3/spec.md), small enough
// to read: the basemap build (scripts/basemap/build-archive.mjs) needs one, and the pmtiles npm
// package only reads. Layout written: 127-byte header · root directory · JSON metadata · leaf
// directories · tile data, with tiles ordered by Hilbert tile ID ("clustered"), identical tiles
// stored once, consecutive identical tiles as one run, directories and metadata gzip-compressed.
import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";

export const HEADER_BYTES = 127;
/** Readers fetch the first 16 KiB in one request: header and root directory must fit in it. */
export const FIRST_READ_BYTES = 16384;

export const Compression = Object.freeze({ Unknown: 0, None: 1, Gzip: 2, Brotli: 3, Zstd: 4 });
export const TileType = Object.freeze({ Unknown: 0, Mvt: 1, Png: 2, Jpeg: 3, Webp: 4, Avif: 5 });

/** Spec: "the Tile ID ... is the position on a Hilbert curve", counted across all lower zooms first. */
export function zxyToTileId(z, x, y) {
  if (z > 26) throw new Error("Tile zoom level exceeds max safe number limit (26)");
  const side = 2 ** z;
  if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= side || y >= side) {
    throw new Error(`tile ${z}/${x}/${y} is outside zoom level ${z}`);
  }
  // Tiles of every zoom below z: (4^z - 1) / 3.
  let acc = (side * side - 1) / 3;
  let tx = x;
  let ty = y;
  // Classic xy → Hilbert distance (d), walking from the largest quadrant down.
  for (let s = side / 2; s >= 1; s /= 2) {
    const rx = (tx & s) > 0 ? 1 : 0;
    const ry = (ty & s) > 0 ? 1 : 0;
    acc += s * s * ((3 * rx) ^ ry);
    if (ry === 0) {
      if (rx === 1) {
        tx = side - 1 - tx;
        ty = side - 1 - ty;
      }
      [tx, ty] = [ty, tx];
    }
  }
  return acc;
}

/** Unsigned LEB128, for values up to 2^53 (tile IDs and offsets are plain JS numbers). */
function writeVarint(out, value) {
  let v = value;
  while (v >= 0x80) {
    out.push((v % 0x80) | 0x80);
    v = Math.floor(v / 0x80);
  }
  out.push(v);
}

/** Spec "Directories": count, delta tile IDs, run lengths, lengths, offsets (0 = follows the previous entry, else offset + 1). */
export function serializeDirectory(entries) {
  const out = [];
  writeVarint(out, entries.length);
  let lastId = 0;
  for (const entry of entries) {
    writeVarint(out, entry.tileId - lastId);
    lastId = entry.tileId;
  }
  for (const entry of entries) writeVarint(out, entry.runLength);
  for (const entry of entries) writeVarint(out, entry.length);
  entries.forEach((entry, i) => {
    const previous = entries[i - 1];
    if (i > 0 && previous && entry.offset === previous.offset + previous.length) writeVarint(out, 0);
    else writeVarint(out, entry.offset + 1);
  });
  return Uint8Array.from(out);
}

const gzip = (bytes) => new Uint8Array(gzipSync(bytes, { level: 9 }));

/**
 * Root directory alone when it fits in the first read; otherwise leaves of `leafSize` entries
 * (growing until the root of leaf pointers fits), as the reference writers do.
 */
function buildDirectories(entries, maxRootBytes) {
  const root = gzip(serializeDirectory(entries));
  if (root.length <= maxRootBytes) return { root, leaves: new Uint8Array(0) };
  for (let leafSize = Math.max(1, Math.min(4096, Math.ceil(entries.length / 2))); ; leafSize *= 2) {
    const rootEntries = [];
    const leafParts = [];
    let leafOffset = 0;
    for (let start = 0; start < entries.length; start += leafSize) {
      const leaf = gzip(serializeDirectory(entries.slice(start, start + leafSize)));
      // A leaf pointer: run length 0, offset relative to the leaf directories section.
      rootEntries.push({ tileId: entries[start].tileId, offset: leafOffset, length: leaf.length, runLength: 0 });
      leafParts.push(leaf);
      leafOffset += leaf.length;
    }
    const rootBytes = gzip(serializeDirectory(rootEntries));
    if (rootBytes.length <= maxRootBytes) return { root: rootBytes, leaves: concat(leafParts) };
    if (leafSize >= entries.length) throw new Error("Root directory does not fit in the first 16 KiB");
  }
}

function concat(parts) {
  const total = parts.reduce((sum, part) => sum + part.length, 0);
  const out = new Uint8Array(total);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

const e7 = (degrees) => Math.round(degrees * 1e7);

/**
 * Builds a whole archive in memory.
 * @param {{
 *   tiles: { z: number, x: number, y: number, data: Uint8Array }[],  // tile bytes as they are stored (already compressed per tileCompression)
 *   metadata: object,
 *   tileType?: number, tileCompression?: number,
 *   bounds: [number, number, number, number],   // minLon, minLat, maxLon, maxLat
 *   center: [number, number, number],           // lon, lat, zoom
 *   maxRootBytes?: number,                      // tests force leaf directories with a small value
 * }} input
 * @returns {Uint8Array}
 */
export function writePmtiles({ tiles, metadata, tileType = TileType.Mvt, tileCompression = Compression.Gzip, bounds, center, maxRootBytes = FIRST_READ_BYTES - HEADER_BYTES }) {
  if (tiles.length === 0) throw new Error("An archive needs at least one tile");
  const sorted = tiles.map((tile) => ({ ...tile, tileId: zxyToTileId(tile.z, tile.x, tile.y) })).sort((a, b) => a.tileId - b.tileId);
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i].tileId === sorted[i - 1].tileId) throw new Error(`Tile ${sorted[i].z}/${sorted[i].x}/${sorted[i].y} is given twice`);
  }

  const entries = [];
  const dataParts = [];
  const offsetByHash = new Map();
  let dataLength = 0;
  for (const tile of sorted) {
    const hash = createHash("sha256").update(tile.data).digest("hex");
    let offset = offsetByHash.get(hash);
    if (offset === undefined) {
      offset = dataLength;
      offsetByHash.set(hash, offset);
      dataParts.push(tile.data);
      dataLength += tile.data.length;
    }
    const last = entries.at(-1);
    if (last && last.offset === offset && last.tileId + last.runLength === tile.tileId) last.runLength++;
    else entries.push({ tileId: tile.tileId, offset, length: tile.data.length, runLength: 1 });
  }

  const { root, leaves } = buildDirectories(entries, maxRootBytes);
  const metadataBytes = gzip(new TextEncoder().encode(JSON.stringify(metadata)));
  const tileData = concat(dataParts);
  const zooms = sorted.map((tile) => tile.z);

  const rootOffset = HEADER_BYTES;
  const metadataOffset = rootOffset + root.length;
  const leavesOffset = metadataOffset + metadataBytes.length;
  const dataOffset = leavesOffset + leaves.length;

  const header = new DataView(new ArrayBuffer(HEADER_BYTES));
  "PMTiles".split("").forEach((char, i) => header.setUint8(i, char.charCodeAt(0)));
  header.setUint8(7, 3);
  const u64 = (at, value) => header.setBigUint64(at, BigInt(value), true);
  u64(8, rootOffset);
  u64(16, root.length);
  u64(24, metadataOffset);
  u64(32, metadataBytes.length);
  u64(40, leavesOffset);
  u64(48, leaves.length);
  u64(56, dataOffset);
  u64(64, tileData.length);
  u64(72, sorted.length); // addressed tiles
  u64(80, entries.length); // tile entries (runs count once)
  u64(88, offsetByHash.size); // distinct tile contents
  header.setUint8(96, 1); // clustered: tile data follows tile ID order
  header.setUint8(97, Compression.Gzip);
  header.setUint8(98, tileCompression);
  header.setUint8(99, tileType);
  header.setUint8(100, Math.min(...zooms));
  header.setUint8(101, Math.max(...zooms));
  header.setInt32(102, e7(bounds[0]), true);
  header.setInt32(106, e7(bounds[1]), true);
  header.setInt32(110, e7(bounds[2]), true);
  header.setInt32(114, e7(bounds[3]), true);
  header.setUint8(118, center[2]);
  header.setInt32(119, e7(center[0]), true);
  header.setInt32(123, e7(center[1]), true);

  return concat([new Uint8Array(header.buffer), root, metadataBytes, leaves, tileData]);
}
