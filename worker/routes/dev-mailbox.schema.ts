// The development routes' queries (worker/routes/dev-mailbox.ts): the mailbox and the D1 write counter.
import * as z from "zod/mini";

export const MailboxQuerySchema = z.object({ to: z.optional(z.string().check(z.maxLength(254))) });

/** GET /dev/d1-writes?reset=1: read the counts and start again from zero. */
export const D1WritesQuerySchema = z.strictObject({ reset: z.optional(z.enum(["0", "1"])) });
