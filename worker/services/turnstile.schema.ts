// Cloudflare Turnstile's siteverify answer (worker/services/turnstile.ts).
import * as z from "zod/mini";

/** The part of siteverify's answer we rely on (it sends more: hostname, action, challenge_ts…). */
export const SiteverifyResponseSchema = z.object({
  success: z.boolean(),
  "error-codes": z.optional(z.array(z.string())),
});
