// Shapes at the /tiles boundary (worker/routes/tiles.ts): tile coordinates from the URL, names of
// style assets (fonts, sprites), and what we read from R2 (the archive's JSON metadata, an
// uploaded style.json). Archive metadata and styles are someone else's files: read loosely, keep
// only what we use, pass the rest through untouched.
import * as z from "zod/mini";

const WHOLE_NUMBER = /^\d{1,8}$/;
const inRange = (value: string, max: number) => WHOLE_NUMBER.test(value) && Number(value) <= max;

/**
 * /tiles/{z}/{x}/{y}.mvt for an archive with zooms up to `maxZoom`: z in 0..maxZoom, x and y in
 * 0..2^z − 1 (the message names the range at that zoom). Built per archive (its header's max zoom).
 */
export function tileParamsSchema(maxZoom: number) {
  return z.pipe(
    z
      .object({
        z: z.string().check(z.refine((value) => inRange(value, maxZoom), `Zoom must be a whole number from 0 to ${maxZoom}`)),
        x: z.string(),
        y: z.string(),
      })
      .check(
        z.superRefine((params, ctx) => {
          const last = 2 ** Number(params.z) - 1;
          for (const axis of ["x", "y"] as const) {
            if (!inRange(params[axis], last)) {
              ctx.issues.push({ code: "custom", input: params[axis], path: [axis], message: `${axis} must be a whole number from 0 to ${last} at zoom ${params.z}` });
            }
          }
        }),
      ),
    z.transform((params: { z: string; x: string; y: string }) => ({ z: Number(params.z), x: Number(params.x), y: Number(params.y) })),
  );
}

/** A font range or sprite file name: letters, digits, spaces, dots, commas, dashes, @; never a path. */
export const AssetNameSchema = z.string().check(
  z.refine((value) => /^[\w ,.@+-]{1,120}$/.test(value) && !value.includes(".."), { message: "Not a style asset name" }),
);

/** PMTiles JSON metadata: TileJSON-style fields (Protomaps and tippecanoe write these). */
export const ArchiveMetadataSchema = z.looseObject({
  name: z.optional(z.string()),
  description: z.optional(z.string()),
  version: z.optional(z.string()),
  attribution: z.optional(z.string()),
  vector_layers: z._default(z.array(z.looseObject({ id: z.string() })), []),
});
export type ArchiveMetadata = z.infer<typeof ArchiveMetadataSchema>;

/** A MapLibre style uploaded to R2 (style.json): what we rewrite (sources, glyphs, sprite). */
export const UploadedStyleSchema = z.looseObject({
  version: z.literal(8),
  sources: z.record(z.string(), z.looseObject({ type: z.string() })),
  layers: z.array(z.looseObject({ id: z.string(), type: z.string() })),
  glyphs: z.optional(z.string()),
  sprite: z.optional(z.union([z.string(), z.array(z.looseObject({ id: z.string(), url: z.string() }))])),
});
export type UploadedStyle = z.infer<typeof UploadedStyleSchema>;
