// Sign-in in Spanish (issue 29): a link asked for from a Spanish page arrives as a Spanish email
// whose link opens the Spanish confirm page, and the refusals a person reads come back in the
// language the page sends. English stays as it was (auth.test.ts, email.test.ts).
import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import worker from "../index";
import { renderMagicLinkEmail } from "../html/magic-link-email";
import { hitRateLimit } from "../services/rate-limit";
import { bindingCookie, BASE, latestToken, postJson, signIn, uniqueEmail, uniqueIp } from "../services/sessions-test-helpers";
import { EXPORT_LIMIT, EXPORT_LIMIT_MESSAGE } from "./account";
import { TOKEN_FAILURE_MESSAGES } from "./auth";

const PRODUCTION_ENV = {
  ...env,
  ENVIRONMENT: "production",
  RESEND_API_KEY: "re_test_key",
  EMAIL_FROM: "PlugPlan <no-reply@plugplan.app>",
  APP_ORIGIN: "https://plugplan.app",
  TURNSTILE_SITE_KEY: "1x00000000000000000000AA",
  TURNSTILE_SECRET_KEY: "1x0000000000000000000000000000000AA",
};

async function callWorker(request: Request, bindings: Record<string, unknown>) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(request, bindings as never, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

function magicLinkRequest(body: unknown) {
  return new Request("https://plugplan.app/api/auth/request-magic-link", {
    method: "POST",
    headers: { "content-type": "application/json", origin: "https://plugplan.app", "cf-connecting-ip": uniqueIp() },
    body: JSON.stringify(body),
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the sign-in email in Spanish", () => {
  it("asked for from a Spanish page: Spanish subject, text and HTML, and a link to /es/auth/confirm", async () => {
    const email = uniqueEmail("es");
    const calls: { init: RequestInit | undefined }[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (_input, init) => {
      calls.push({ init });
      return Response.json({ id: "email_es" });
    });
    const response = await callWorker(magicLinkRequest({ email, locale: "es" }), PRODUCTION_ENV);
    expect(response.status).toBe(200);
    expect(calls).toHaveLength(1);
    const payload = JSON.parse(String(calls[0]!.init?.body)) as { subject: string; text: string; html: string };

    expect(payload.subject).toBe("Su enlace de inicio de sesión de PlugPlan");
    const link = /https:\/\/plugplan\.app\/es\/auth\/confirm\?token=[A-Za-z0-9_-]{43}/.exec(payload.text)?.[0];
    expect(link).toBeTruthy();
    // The text part, line by line: greeting, intro, link, expiry (15 minutes, as in English), the
    // ignore note and the product's name.
    expect(payload.text.split("\n")).toEqual([
      "Hola:",
      "",
      "Use este enlace para iniciar sesión en PlugPlan y retomar su plan de carga donde lo dejó.",
      "",
      link,
      "",
      "El enlace funciona una sola vez y vence en 15 minutos.",
      "",
      "Si usted no pidió iniciar sesión, puede ignorar este correo: nadie puede entrar a su cuenta sin el enlace.",
      "",
      "PlugPlan",
    ]);
    expect(payload.html).toContain('<html lang="es">');
    expect(payload.html).toContain(`<title>Su enlace de inicio de sesión de PlugPlan</title>`);
    expect(payload.html).toContain(`href="${link}"`);
    expect(payload.html).toContain(">Iniciar sesión en PlugPlan</a>");
    expect(payload.html).toContain("Si el botón no funciona, copie esta dirección en su navegador:");
    expect(payload.html).not.toMatch(/Sign in|expires in|Hi,/);
  });

  it("without a language the email stays English with the English link", async () => {
    const calls: { init: RequestInit | undefined }[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (_input, init) => {
      calls.push({ init });
      return Response.json({ id: "email_en" });
    });
    const response = await callWorker(magicLinkRequest({ email: uniqueEmail("en"), locale: "en" }), PRODUCTION_ENV);
    expect(response.status).toBe(200);
    const payload = JSON.parse(String(calls[0]!.init?.body)) as { subject: string; text: string };
    expect(payload.subject).toBe("Your PlugPlan sign-in link");
    expect(payload.text).toMatch(/https:\/\/plugplan\.app\/auth\/confirm\?token=/);
  });

  it("a language PlugPlan does not speak is refused before anything is sent", async () => {
    const response = await postJson("/api/auth/request-magic-link", { email: uniqueEmail("fr"), locale: "fr" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: "locale: Unknown language" });
  });

  it("a Spanish request without a page to go back to continues to the Spanish plan", async () => {
    const email = uniqueEmail("es-next");
    const requested = await postJson("/api/auth/request-magic-link", { email, locale: "es" });
    expect(requested.status).toBe(200);
    const token = await latestToken(email);
    const verify = await postJson("/api/auth/verify", { token }, { cookie: bindingCookie(requested) });
    expect(await verify.json()).toMatchObject({ next: "/es/charging-plan" });
  });

  it("renders each request in its own language, whatever was rendered before", () => {
    const spanish = renderMagicLinkEmail({ to: "a@b.co", link: "https://x.test/es/auth/confirm?token=t", expiresInMinutes: 15, locale: "es" });
    const english = renderMagicLinkEmail({ to: "a@b.co", link: "https://x.test/auth/confirm?token=t", expiresInMinutes: 15 });
    expect(spanish.subject).toBe("Su enlace de inicio de sesión de PlugPlan");
    expect(english.subject).toBe("Your PlugPlan sign-in link");
    expect(english.text.split("\n")[0]).toBe("Hi,");
    expect(english.html).toContain('<html lang="en">');
  });
});

describe("sign-in refusals in the page's language", () => {
  it("an unknown link, asked about from a Spanish page, is explained in Spanish; in English as before", async () => {
    const spanish = await postJson("/api/auth/link-account", { token: "A".repeat(43) }, { "x-plugplan-locale": "es" });
    expect(spanish.status).toBe(400);
    expect(await spanish.json()).toMatchObject({
      reason: "invalid",
      message: "Este enlace de inicio de sesión no es válido. Es posible que no se haya copiado completo.",
    });
    const english = await postJson("/api/auth/verify", { token: "A".repeat(43) }, { "x-plugplan-locale": "xx" });
    expect(await english.json()).toMatchObject({ reason: "invalid", message: TOKEN_FAILURE_MESSAGES.invalid });
  });
});

describe("the account's refusals in the page's language", () => {
  it("the hourly download limit, asked from a Spanish page, is said in Spanish with the same 5 an hour", async () => {
    const { cookie, email } = await signIn(uniqueEmail("es-export"));
    const user = await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email.toLowerCase()).first<{ id: string }>();
    for (let i = 0; i < EXPORT_LIMIT.count; i += 1) await hitRateLimit(env, `account-export:${user!.id}`, EXPORT_LIMIT.count, EXPORT_LIMIT.windowMs);
    const spanish = await SELF.fetch(`${BASE}/api/account/export`, { headers: { cookie, "x-plugplan-locale": "es" } });
    expect(spanish.status).toBe(429);
    expect(await spanish.json()).toMatchObject({ message: "Puede descargar sus datos 5 veces por hora. Vuelva a intentarlo más tarde." });
    const english = await SELF.fetch(`${BASE}/api/account/export`, { headers: { cookie } });
    expect(await english.json()).toMatchObject({ message: EXPORT_LIMIT_MESSAGE });
    expect(EXPORT_LIMIT_MESSAGE).toBe("You can download your data 5 times an hour. Please try again later.");
  });
});

describe("validation and dealer-staff refusals in Spanish", () => {
  it("an address the schema refuses, asked from a Spanish page, gets the reason in Spanish; English keeps the schema's words", async () => {
    const cases = [
      [{ email: "ana@example", locale: "es" }, "Escriba una dirección de correo electrónico válida."],
      [{ email: "   ", locale: "es" }, "Escriba su dirección de correo electrónico."],
      [{ email: `${"a".repeat(250)}@example.com`, locale: "es" }, "Esa dirección de correo electrónico es demasiado larga."],
      [{ email: "ana@example.com", locale: "es", admin: true }, "No pudimos leer esta solicitud. Vuelva a cargar la página e inténtelo de nuevo."],
    ] as const;
    for (const [body, message] of cases) {
      const response = await postJson("/api/auth/request-magic-link", body);
      expect(response.status, message).toBe(400);
      expect(await response.json(), message).toMatchObject({ message });
    }
    const english = await postJson("/api/auth/request-magic-link", { email: "ana@example" });
    expect(await english.json()).toMatchObject({ message: "email: Enter a valid email address" });
  });

  it("someone who is not on a dealer's staff is told so in Spanish from the Spanish editor", async () => {
    const { cookie } = await signIn(uniqueEmail("es-not-staff"));
    const spanish = await SELF.fetch(`${BASE}/api/dealer-admin/no-such-dealer-es`, { headers: { cookie, "x-plugplan-locale": "es" } });
    expect(spanish.status).toBe(403);
    expect(await spanish.json()).toMatchObject({ message: "Usted no es parte del personal de este concesionario" });
    const english = await SELF.fetch(`${BASE}/api/dealer-admin/no-such-dealer-es`, { headers: { cookie } });
    expect(await english.json()).toMatchObject({ message: "You are not on the staff of this dealer" });
  });
});
