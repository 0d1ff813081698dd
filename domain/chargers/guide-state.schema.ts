// Reading the Home Charger guide's share link (?data=): untrusted input, validated with zod/mini.
// The guide imports this lazily, only when a link carries data; encoding is in ./guide-state.ts.
import * as z from "zod/mini";
import { HomeSetupSchema } from "../contracts/progress.schema";
import { readShareLink, type ShareLink } from "../share/share-link";
import type { Assert, Same } from "../type-checks";
import { HOME_CHARGER_SHARE_PAGE, type HomeChargerGuideState, type HomeChargerShare } from "./guide-state";
import { isOtherOutlet, NOT_SURE } from "./outlet-types";
import { OutletTypeSchema } from "./outlets.schema";

/**
 * The payload: the spec's guide share carries the plan inputs plus `page`; we keep the inputs this
 * guide uses and add its selections. Loose object: unknown keys (a fuller spec payload) are dropped.
 */
export const HomeChargerShareSchema = z.object({
  page: z.literal(HOME_CHARGER_SHARE_PAGE),
  homeSetup: HomeSetupSchema,
  outlet: z.optional(z.union([OutletTypeSchema, z.literal(NOT_SURE)])),
  otherOutlets: z.optional(z.boolean()),
  sharedOutlet: z.optional(z.enum(["yes", "no"])),
  zipCode: z.optional(z.string().check(z.regex(/^\d{5}$/))),
});
type _HomeChargerShareCheck = Assert<Same<z.infer<typeof HomeChargerShareSchema>, HomeChargerShare>>;

/** The state in a ?data= value: none when missing, invalid when undecodable or not ours. Never throws. */
export function readHomeChargerShare(param: string | null | undefined): ShareLink<HomeChargerGuideState> {
  return readShareLink(param, (raw) => {
    const parsed = HomeChargerShareSchema.safeParse(raw);
    if (!parsed.success) return undefined;
    const { homeSetup, outlet = null, otherOutlets = false, sharedOutlet = null, zipCode = "" } = parsed.data;
    return {
      homeSetup,
      outlet,
      // An "other" outlet is only visible with the toggle open.
      otherOutlets: otherOutlets || isOtherOutlet(outlet),
      sharedOutlet: outlet ? sharedOutlet : null,
      zipCode,
    };
  });
}
