// The sign-in email. Production sends it through Resend; in local development without a key the
// link is logged and kept in the dev outbox (/dev/mailbox) instead. Nothing else sends email.
import { Resend } from "resend";
import { PRODUCT_NAME } from "../../domain/routes";
import type { Bindings } from "../app-env";
import { escapeHtml } from "../html/escape";
import { isLocalDevelopment } from "../local-development";
import { log } from "../middleware/logging";
import { addToOutbox } from "./outbox";

export interface MagicLinkMessage {
  to: string;
  link: string;
  expiresInMinutes: number;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

export class EmailDeliveryError extends Error {
  override name = "EmailDeliveryError";
}

export function renderMagicLinkEmail({ link, expiresInMinutes }: MagicLinkMessage): RenderedEmail {
  const subject = `Your ${PRODUCT_NAME} sign-in link`;
  const text = [
    `Hi,`,
    ``,
    `Use this link to sign in to ${PRODUCT_NAME} and pick up your charging plan where you left it:`,
    ``,
    link,
    ``,
    `The link works once and expires in ${expiresInMinutes} minutes.`,
    ``,
    `If you didn't ask to sign in, you can ignore this email: nobody can sign in without the link.`,
    ``,
    `${PRODUCT_NAME}`,
  ].join("\n");
  const safeLink = escapeHtml(link);
  const html = `<!doctype html>
<html lang="en">
<body style="margin:0;padding:24px;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#14211d;background:#f6f8f7">
  <div style="max-width:480px;margin:0 auto;background:#ffffff;border:1px solid #d3ddd9;border-radius:12px;padding:24px">
    <h1 style="font-size:20px;margin:0 0 12px">Sign in to ${PRODUCT_NAME}</h1>
    <p style="margin:0 0 20px;line-height:1.5">Use the button below to sign in and pick up your charging plan where you left it.</p>
    <p style="margin:0 0 20px"><a href="${safeLink}" style="display:inline-block;background:#0b5f4a;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 24px;border-radius:999px">Sign in to ${PRODUCT_NAME}</a></p>
    <p style="margin:0 0 12px;line-height:1.5">The link works once and expires in ${expiresInMinutes} minutes. If the button doesn't work, copy this address into your browser:</p>
    <p style="margin:0 0 20px;word-break:break-all;font-size:14px"><a href="${safeLink}" style="color:#0b5f4a">${safeLink}</a></p>
    <p style="margin:0;color:#4a5a55;font-size:14px;line-height:1.5">If you didn't ask to sign in, you can ignore this email: nobody can sign in without the link.</p>
  </div>
</body>
</html>`;
  return { subject, text, html };
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
