// Guide share links (charging-plan-and-guides.md §4, savings-tools-and-pages.md §7): the guide's
// own standalone URL with ?data= holding base64url JSON {page, title, ...the inputs it uses}.
// Building a link needs no zod; reading one (untrusted input) is readGuideShare in
// ./share.schema.ts, which validates with zod/mini and which pages import only when a link is present.
import type { PartialUserInputs } from "../contracts/progress.schema";
import type { ShareLink } from "../share/share-link";
import { absoluteUrl } from "../routes";
import { encodeJsonParam } from "../share/base64url";
import { localizePath } from "../i18n/locale";
import { getLocale } from "../i18n/runtime";
import { GUIDES, type GuideId } from "./registry";

export type GuideShareInputs = Pick<PartialUserInputs, "zipCode" | "evType" | "evRange" | "dailyMiles">;

/** A guide link's payload (validated by GuideSharePayloadSchema in ./share.schema.ts). */
export type GuideSharePayload = GuideShareInputs & { page: string; title?: string };

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

/** The guide's standalone page in the sharer's language (/es/… from a Spanish page), with the payload. */
export function guideShareUrl(origin: string, id: GuideId, inputs: GuideShareInputs): string {
  return `${absoluteUrl(origin, localizePath(GUIDES[id].standalonePath, getLocale()))}?data=${encodeJsonParam(guideSharePayload(id, inputs))}`;
}

export type SharedGuideState = ShareLink<GuideShareInputs>;
