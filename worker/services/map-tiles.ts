// The basemap archive in R2 (MAP_TILES): one PMTiles v3 file read with ranged gets through the
// pmtiles package. One PMTiles instance per isolate and archive key, so its cache of the header and
// directories (ResolvedValueCache: plain values, never promises shared across requests, which
// Workers forbids) survives between requests; a tile then costs one ranged get of its own bytes.
import { EtagMismatch, PMTiles, ResolvedValueCache, type RangeResponse, type Source } from "pmtiles";

/** The archive's object key in the bucket (scripts/basemap/upload-local.mjs uses the same). */
export const ARCHIVE_KEY = "basemap.pmtiles";
/** An uploaded MapLibre style, served rewritten by /tiles/style.json. */
export const STYLE_KEY = "style.json";
/** Style assets: fonts/<fontstack>/<range>.pbf and sprites/<name>(.json|.png|@2x…). */
export const FONTS_PREFIX = "fonts/";
export const SPRITES_PREFIX = "sprites/";

/** No archive in the bucket (never uploaded, or deleted). */
export class ArchiveMissing extends Error {
  constructor() {
    super(`No basemap archive (${ARCHIVE_KEY}) in the MAP_TILES bucket`);
  }
}

/**
 * pmtiles Source over an R2 object. Every read after the first is conditional on the etag the
 * header came with: if the archive was replaced meanwhile, R2 answers without a body and we
 * throw EtagMismatch, on which PMTiles drops its cached header and directories and retries once
 * against the new archive (never mixing directories of one file with bytes of another).
 */
export class R2Source implements Source {
  constructor(
    public bucket: R2Bucket,
    private readonly key: string,
  ) {}

  getKey(): string {
    return this.key;
  }

  async getBytes(offset: number, length: number, _signal?: AbortSignal, etag?: string): Promise<RangeResponse> {
    const object = await this.bucket.get(this.key, {
      range: { offset, length },
      ...(etag ? { onlyIf: { etagMatches: etag } } : {}),
    });
    if (!object) throw new ArchiveMissing();
    // A failed etagMatches precondition: R2 answers the object's metadata without a body.
    if (!("body" in object)) throw new EtagMismatch(`Basemap archive changed (etag ${etag} → ${(object as R2Object).etag})`);
    return { data: await object.arrayBuffer(), etag: object.etag };
  }
}

/**
 * How long an isolate trusts its cached header. A replaced archive is noticed at once by any R2
 * read (etag mismatch), but tiles answered from the edge cache read nothing; re-reading the header
 * every few minutes bounds how long an isolate keeps naming the old archive's etag.
 */
export const ARCHIVE_RECHECK_MS = 5 * 60 * 1000;

const archives = new Map<string, { source: R2Source; pmtiles: PMTiles; createdAt: number }>();

/** The isolate's PMTiles reader for `key` in `bucket`. */
export function archiveFor(bucket: R2Bucket, key = ARCHIVE_KEY, now = Date.now()): PMTiles {
  let archive = archives.get(key);
  if (!archive || now - archive.createdAt > ARCHIVE_RECHECK_MS) {
    const source = new R2Source(bucket, key);
    archive = { source, pmtiles: new PMTiles(source, new ResolvedValueCache(50)), createdAt: now };
    archives.set(key, archive);
  }
  // The binding object can differ between requests; it names the same bucket.
  archive.source.bucket = bucket;
  return archive.pmtiles;
}

/** Forget the cached reader (the archive went missing: the next request starts from its header). */
export function forgetArchive(key = ARCHIVE_KEY): void {
  archives.delete(key);
}
