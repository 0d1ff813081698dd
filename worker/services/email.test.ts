// The production email path: the real Worker app with a Resend key, Resend's HTTP call intercepted
// at the fetch boundary. Plus the development outbox and /dev/mailbox.
import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import worker from "../index";
import { SEND_FAILED_MESSAGE } from "../routes/auth";
import { renderMagicLinkEmail } from "../html/magic-link-email";
import { BASE, requestLink, uniqueEmail, uniqueIp } from "./sessions-test-helpers";

const PRODUCTION_ENV = {
  ...env,
  ENVIRONMENT: "production",
  RESEND_API_KEY: "re_test_key",
  EMAIL_FROM: "PlugPlan <no-reply@plugplan.app>",
  APP_ORIGIN: "https://plugplan.app",
  // Production sends sign-in links only with Turnstile configured (decision 0016); with a full
  // budget no challenge is asked, so siteverify is never called here.
  TURNSTILE_SITE_KEY: "1x00000000000000000000AA",
  TURNSTILE_SECRET_KEY: "1x0000000000000000000000000000000AA",
};

async function callWorker(request: Request, bindings: Record<string, unknown>) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(request, bindings as never, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

function magicLinkRequest(email: string) {
  return new Request("https://plugplan.app/api/auth/request-magic-link", {
    method: "POST",
    headers: { "content-type": "application/json", origin: "https://plugplan.app", "cf-connecting-ip": uniqueIp() },
    body: JSON.stringify({ email }),
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("sign-in email through Resend", () => {
  it("posts the message to Resend's API with the key, sender, recipient, subject, text and HTML", async () => {
    const email = uniqueEmail("resend");
    const calls: { url: string; init: RequestInit | undefined }[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      calls.push({ url: String(input instanceof Request ? input.url : input), init });
      return Response.json({ id: "email_123" });
    });

    const response = await callWorker(magicLinkRequest(email), PRODUCTION_ENV);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, expiresInMinutes: 15 });

    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call!.url).toBe("https://api.resend.com/emails");
    expect(call!.init?.method).toBe("POST");
    const headers = new Headers(call!.init?.headers);
    expect(headers.get("authorization")).toBe("Bearer re_test_key");
    const payload = JSON.parse(String(call!.init?.body)) as Record<string, unknown>;
    expect(payload.from).toBe("PlugPlan <no-reply@plugplan.app>");
    expect(payload.to).toEqual([email]);
    expect(payload.subject).toBe("Your PlugPlan sign-in link");
    const link = /https:\/\/plugplan\.app\/auth\/confirm\?token=[A-Za-z0-9_-]{43}/.exec(String(payload.text))?.[0];
    expect(link).toBeTruthy();
    expect(payload.text).toContain("expires in 15 minutes");
    expect(payload.html).toContain(`href="${link}"`);
    expect(payload.html).toContain("expires in 15 minutes");
    // What Resend receives is exactly the rendered template, which e2e/machines.spec.ts validates
    // (html-validate), parses and compares part with part.
    const rendered = renderMagicLinkEmail({ to: email, link: link!, expiresInMinutes: 15 });
    expect({ text: payload.text, html: payload.html }).toEqual({ text: rendered.text, html: rendered.html });
    // Nothing lands in the dev outbox in production.
    const mailbox = await SELF.fetch(`${BASE}/dev/mailbox?to=${encodeURIComponent(email)}`);
    expect(await mailbox.text()).not.toContain(email);
  });

  it("a Resend failure is a 502 with a clear message (and no stack)", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      Response.json({ name: "validation_error", message: "Invalid from", statusCode: 422 }, { status: 422 }),
    );
    const response = await callWorker(magicLinkRequest(uniqueEmail("bounce")), PRODUCTION_ENV);
    expect(response.status).toBe(502);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body.message).toBe(SEND_FAILED_MESSAGE);
    expect(JSON.stringify(body)).not.toContain("at ");
  });

  it("outside development, a missing key never falls back to the dev outbox", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const email = uniqueEmail("nokey");
    const response = await callWorker(magicLinkRequest(email), { ...PRODUCTION_ENV, RESEND_API_KEY: undefined });
    expect(response.status).toBe(502);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("escapes the link in the HTML body", () => {
    const { html, text } = renderMagicLinkEmail({ to: "a@b.co", link: 'https://x.test/?a=1&b="2"', expiresInMinutes: 15 });
    expect(html).toContain("https://x.test/?a=1&amp;b=&quot;2&quot;");
    expect(html).not.toContain('b="2"');
    expect(text).toContain('https://x.test/?a=1&b="2"');
  });
});

describe("/dev/mailbox", () => {
  it("in development lists the newest links first, escaped, filterable by address", async () => {
    const email = uniqueEmail("mailbox");
    await requestLink(email);
    await requestLink(email);
    const response = await SELF.fetch(`${BASE}/dev/mailbox?to=${encodeURIComponent(email.toUpperCase())}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html.match(/Open sign-in link for /g)).toHaveLength(2);
    expect(html).toMatch(/href="http:\/\/localhost:8787\/auth\/confirm\?token=[A-Za-z0-9_-]{43}"/);
  });

  it("stays shut, and sign-in never falls back to it, when a deploy kept ENVIRONMENT development", async () => {
    const misconfigured = { ...PRODUCTION_ENV, ENVIRONMENT: "development", RESEND_API_KEY: undefined };
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const email = uniqueEmail("misdeploy");
    const send = await callWorker(magicLinkRequest(email), misconfigured);
    expect(send.status).toBe(502);
    expect(((await send.json()) as { message: string }).message).toBe(SEND_FAILED_MESSAGE);
    expect(fetchSpy).not.toHaveBeenCalled();
    const mailbox = await callWorker(new Request(`https://plugplan.app/dev/mailbox?to=${encodeURIComponent(email)}`), misconfigured);
    expect(mailbox.status).toBe(404);
    expect(await mailbox.text()).not.toContain("sign-in link");
  });

  it("is a 404 unless ENVIRONMENT is development (or test, the worker tests)", async () => {
    for (const environment of ["production", "staging", "testing", ""]) {
      const response = await callWorker(new Request("https://plugplan.app/dev/mailbox"), { ...env, ENVIRONMENT: environment });
      expect(response.status, environment).toBe(404);
      expect(await response.text()).not.toContain("sign-in link");
    }
  });
});
