// The development mailbox's query (worker/routes/dev-mailbox.ts).
import * as z from "zod/mini";

export const MailboxQuerySchema = z.object({ to: z.optional(z.string().check(z.maxLength(254))) });
