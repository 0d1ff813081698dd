// The sign-in email. Production sends it through Resend; in local development without a key the
// link is logged and kept in the dev outbox (/dev/mailbox) instead. Nothing else sends email.
// The message itself is rendered by worker/html/magic-link-email.ts (pure, tested as sent).
import { Resend } from "resend";
import type { Bindings } from "../app-env";
import { renderMagicLinkEmail, type MagicLinkMessage } from "../html/magic-link-email";
import { isLocalDevelopment } from "../local-development";
import { log } from "../middleware/logging";
import { addToOutbox } from "./outbox";

export class EmailDeliveryError extends Error {
  override name = "EmailDeliveryError";
}

export type Delivery = "resend" | "dev-outbox";

/** Sends the message; throws EmailDeliveryError when it cannot be delivered. */
export async function sendMagicLinkEmail(env: Bindings, message: MagicLinkMessage, now: number = Date.now()): Promise<Delivery> {
  const email = renderMagicLinkEmail(message);
  if (env.RESEND_API_KEY) {
    const { error } = await new Resend(env.RESEND_API_KEY).emails.send({
      from: env.EMAIL_FROM,
      to: [message.to],
      subject: email.subject,
      text: email.text,
      html: email.html,
    });
    if (error) throw new EmailDeliveryError(`Resend refused the message: ${error.name}: ${error.message}`);
    return "resend";
  }
  if (isLocalDevelopment(env)) {
    // Local development only: the link is printed so it can be clicked from the terminal.
    log("info", "dev magic link (no RESEND_API_KEY; also at /dev/mailbox)", { to: message.to, link: message.link });
    await addToOutbox(env.SESSIONS, {
      to: message.to,
      subject: email.subject,
      link: message.link,
      sentAt: now,
      expiresAt: now + message.expiresInMinutes * 60 * 1000,
    });
    return "dev-outbox";
  }
  throw new EmailDeliveryError("RESEND_API_KEY is not set outside local development");
}
