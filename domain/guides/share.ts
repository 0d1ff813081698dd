// Guide share links (charging-plan-and-guides.md §4, savings-tools-and-pages.md §7): the guide's
// own standalone URL with ?data= holding base64url JSON {page, title, ...the inputs it uses}.
// Restoring validates with zod/mini; anything that doesn't fit is ignored, never half-applied.
import * as z from "zod/mini";
import { PartialUserInputsSchema, type PartialUserInputs } from "../contracts/progress";
import { absoluteUrl } from "../routes";
import { decodeJsonParam, encodeJsonParam } from "../share/base64url";
import { GUIDES, type GuideId } from "./registry";

const ShareInputsShape = z.pick(PartialUserInputsSchema, { zipCode: true, evType: true, evRange: true, dailyMiles: true });

export const GuideSharePayloadSchema = z.extend(ShareInputsShape, {
  page: z.string().check(z.maxLength(40)),
  title: z.optional(z.string().check(z.maxLength(120))),
});
export type GuideSharePayload = z.infer<typeof GuideSharePayloadSchema>;
export type GuideShareInputs = Pick<PartialUserInputs, "zipCode" | "evType" | "evRange" | "dailyMiles">;

/** The payload for a guide: page, title and only the inputs that guide uses (empty ones left out). */
export function guideSharePayload(id: GuideId, inputs: GuideShareInputs): GuideSharePayload {
  const guide = GUIDES[id];
  const payload: GuideSharePayload = { page: id, title: guide.shareTitle };
  for (const key of guide.inputs) {
    const value = inputs[key];
    if (value === undefined || value === "" || value === 0) continue;
    Object.assign(payload, { [key]: value });
  }
  return payload;
}

export function guideShareUrl(origin: string, id: GuideId, inputs: GuideShareInputs): string {
  return `${absoluteUrl(origin, GUIDES[id].standalonePath)}?data=${encodeJsonParam(guideSharePayload(id, inputs))}`;
}

export type SharedGuideState =
  | { status: "none" }
  | { status: "invalid" }
  | { status: "ok"; inputs: GuideShareInputs };

/**
 * Reads a `data` parameter for guide `id`. Missing → none. Undecodable, not matching the schema or
 * made for another guide → invalid (the page then shows the visitor's own plan).
 */
export function readGuideShare(id: GuideId, data: string | null | undefined): SharedGuideState {
  if (data == null || data === "") return { status: "none" };
  let raw: unknown;
  try {
    raw = decodeJsonParam(data);
  } catch {
    return { status: "invalid" };
  }
  const parsed = GuideSharePayloadSchema.safeParse(raw);
  if (!parsed.success || parsed.data.page !== id) return { status: "invalid" };
  const inputs: GuideShareInputs = {};
  for (const key of GUIDES[id].inputs) {
    const value = parsed.data[key];
    if (value !== undefined) Object.assign(inputs, { [key]: value });
  }
  return { status: "ok", inputs };
}
