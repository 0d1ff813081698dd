// Reading a guide share link (?data=): untrusted input, validated with zod/mini. Anything that
// doesn't fit is ignored, never half-applied. Guide pages import this lazily, only when a link
// carries data, so zod stays out of their first load; links are built in ./share.ts.
import * as z from "zod/mini";
import { PartialUserInputsSchema } from "../contracts/progress.schema";
import { readShareLink, type ShareLink } from "../share/share-link";
import { GUIDES, type GuideId } from "./registry";
import type { Assert, Same } from "../type-checks";
import type { GuideShareInputs, GuideSharePayload } from "./share";

const ShareInputsShape = z.pick(PartialUserInputsSchema, { zipCode: true, evType: true, evRange: true, dailyMiles: true });

export const GuideSharePayloadSchema = z.extend(ShareInputsShape, {
  page: z.string().check(z.maxLength(40)),
  title: z.optional(z.string().check(z.maxLength(120))),
});
type _GuideSharePayloadCheck = Assert<Same<z.infer<typeof GuideSharePayloadSchema>, GuideSharePayload>>;

/**
 * Reads a `data` parameter for guide `id`. Missing → none. Undecodable, not matching the schema or
 * made for another guide → invalid (the page then shows the visitor's own plan).
 */
export function readGuideShare(id: GuideId, data: string | null | undefined): ShareLink<GuideShareInputs> {
  return readShareLink(data, (raw) => {
    const parsed = GuideSharePayloadSchema.safeParse(raw);
    if (!parsed.success || parsed.data.page !== id) return undefined;
    const inputs: GuideShareInputs = {};
    for (const key of GUIDES[id].inputs) {
      const value = parsed.data[key];
      if (value !== undefined) Object.assign(inputs, { [key]: value });
    }
    return inputs;
  });
}
