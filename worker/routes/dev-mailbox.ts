// GET /dev/mailbox: the local development outbox (sign-in links that were not emailed because
// RESEND_API_KEY is unset). Exists only in local development (see local-development.ts); 404
// everywhere else.
import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { escapeHtml } from "../html/escape";
import { isLocalDevelopment } from "../local-development";
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

export const devMailboxRoutes = new Hono<AppEnv>().get("/mailbox", async (c) => {
  if (!isLocalDevelopment(c.env)) return c.text("Not found", 404);
  const to = c.req.query("to");
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
${entries.length === 0 ? "<p>No messages yet. Request a link on <a href=\"/login\">the sign-in page</a>.</p>" : `<ol>\n${entries.map(renderEntry).join("\n")}\n</ol>`}
</main>
</body>
</html>`);
});
