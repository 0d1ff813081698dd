// GET /dev/mailbox: the local development outbox (sign-in links that were not emailed because
// RESEND_API_KEY is unset). Exists only in local development (see local-development.ts); 404
// everywhere else. It also answers only to a loopback Host: a DNS-rebinding page (evil.example
// resolved to 127.0.0.1) reaches the dev server with its own name as Host and must get nothing.
import { Hono, type MiddlewareHandler } from "hono";
import { D1WritesQuerySchema, MailboxQuerySchema } from "./dev-mailbox.schema";
import { readD1WriteCounts } from "../dev-d1-counter";
import type { AppEnv } from "../app-env";
import { escapeHtml } from "../html/escape";
import { href } from "../../domain/routes";
import { isLocalDevelopment, isLoopbackHostname } from "../local-development";
import { validQuery } from "../middleware/validate";
import { listOutbox, type OutboxEntry } from "../services/outbox";

function renderEntry(entry: OutboxEntry): string {
  const sent = new Date(entry.sentAt).toISOString().replace("T", " ").slice(0, 19);
  const expires = new Date(entry.expiresAt).toISOString().replace("T", " ").slice(0, 19);
  return `<li>
  <p><strong>To:</strong> <span class="to">${escapeHtml(entry.to)}</span><br>
  <strong>Subject:</strong> ${escapeHtml(entry.subject)}<br>
  <strong>Sent:</strong> ${sent} UTC · <strong>Link expires:</strong> ${expires} UTC</p>
  <p><a href="${escapeHtml(entry.link)}" data-to="${escapeHtml(entry.to)}">Open sign-in link for ${escapeHtml(entry.to)}</a></p>
</li>`;
}


/** 404 unless this is local development reached by a loopback name (checked before validation). */
const localOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isLocalDevelopment(c.env) || !isLoopbackHostname(new URL(c.req.url).hostname) || !hostHeaderIsLoopback(c.req.header("host"))) {
    return c.text("Not found", 404);
  }
  await next();
};

/** The Host header's name (port dropped); absent counts as loopback (the URL was checked too). */
function hostHeaderIsLoopback(host: string | undefined): boolean {
  if (host === undefined) return true;
  try {
    return isLoopbackHostname(new URL(`http://${host}`).hostname);
  } catch {
    return false;
  }
}

export const devMailboxRoutes = new Hono<AppEnv>()
  // The D1 statements that wrote since the last reset (worker/dev-d1-counter.ts), for `npm run load`.
  .get("/d1-writes", localOnly, validQuery(D1WritesQuerySchema), (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(readD1WriteCounts(c.req.valid("query").reset === "1"));
  })
  .get("/mailbox", localOnly, validQuery(MailboxQuerySchema), async (c) => {
  const { to } = c.req.valid("query");
  const entries = await listOutbox(c.env.SESSIONS, to);
  c.header("Cache-Control", "no-store");
  return c.html(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>Dev mailbox | PlugPlan</title>
</head>
<body>
<main>
<h1>Dev mailbox</h1>
<p>Sign-in emails from the last hour that were not sent because <code>RESEND_API_KEY</code> is not set. Newest first. This page exists only in local development.</p>
${entries.length === 0 ? `<p>No messages yet. Request a link on <a href="${href("login")}">the sign-in page</a>.</p>` : `<ol>\n${entries.map(renderEntry).join("\n")}\n</ol>`}
</main>
</body>
</html>`);
});
