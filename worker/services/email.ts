// The sign-in email. Production sends it through Resend; in local development without a key the
// link is logged and kept in the dev outbox (/dev/mailbox) instead. Nothing else sends email.
// The caller (worker/routes/auth.ts) renders the message with worker/html/magic-link-email.ts and
// hands it over: services do I/O and never import from worker/html/.
import { Resend } from "resend";
import type { Bindings } from "../app-env";
import { isLocalDevelopment } from "../local-development";
import { log } from "../middleware/logging";
import { addToOutbox } from "./outbox";

export class EmailDeliveryError extends Error {
  override name = "EmailDeliveryError";
}

export type Delivery = "resend" | "dev-outbox";

/** A rendered sign-in email, and the link and lifetime the dev outbox lists. */
export interface SignInEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  link: string;
  expiresInMinutes: number;
}

/** Sends the message; throws EmailDeliveryError when it cannot be delivered. */
export async function sendMagicLinkEmail(env: Bindings, email: SignInEmail, now: number = Date.now()): Promise<Delivery> {
  if (env.RESEND_API_KEY) {
    const { error } = await new Resend(env.RESEND_API_KEY).emails.send({
      from: env.EMAIL_FROM,
      to: [email.to],
      subject: email.subject,
      text: email.text,
      html: email.html,
    });
    if (error) throw new EmailDeliveryError(`Resend refused the message: ${error.name}: ${error.message}`);
    return "resend";
  }
  if (isLocalDevelopment(env)) {
    // Local development only: the link is printed so it can be clicked from the terminal.
    log("info", "dev magic link (no RESEND_API_KEY; also at /dev/mailbox)", { to: email.to, link: email.link });
    await addToOutbox(env.SESSIONS, {
      to: email.to,
      subject: email.subject,
      link: email.link,
      sentAt: now,
      expiresAt: now + email.expiresInMinutes * 60 * 1000,
    });
    return "dev-outbox";
  }
  throw new EmailDeliveryError("RESEND_API_KEY is not set outside local development");
}
