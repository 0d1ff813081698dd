// The API's refusals a person reads, in the language of the page that asked (issue 29): a /es page
// sends x-plugplan-locale: es, and the dealer editor's logo and field messages, the sign-in and
// cross-site refusals come back in Spanish. Without the header they stay English (dealers.test.ts,
// csrf.test.ts, auth.test.ts).
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { grantSql, insertDealersSql } from "../../scripts/lib/dealer-sql.mjs";
import { LOCALE_HEADER } from "../i18n";
import { BASE, signIn } from "../services/sessions-test-helpers";
import { LOGO_BODY_LIMIT_BYTES } from "./dealer-admin.schema";

const SPANISH = { [LOCALE_HEADER]: "es" };
let counter = 0;
const uniqueSlug = () => `es-dealer-${Date.now().toString(36)}-${(counter += 1)}`;

async function staffOfNewDealer() {
  const slug = uniqueSlug();
  const input = { slug, name: "Test Motors", city: null, brand: "Testbrand", website: null, phone: null, offers: [], installers: [], faq: [] };
  const session = await signIn();
  const statements = [...insertDealersSql([input], { actor: "operator:test" }), ...grantSql(session.email, slug, { actor: "operator:test" })];
  await env.DB.batch(statements.map((statement) => env.DB.prepare(statement)));
  return { slug, cookie: session.cookie };
}

function post(path: string, body: unknown, headers: Record<string, string>) {
  return SELF.fetch(`${BASE}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const base64 = (text: string | Uint8Array) => {
  const bytes = typeof text === "string" ? new TextEncoder().encode(text) : text;
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
};
const svg = (inner: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${inner}</svg>`;
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe("the dealer editor's refusals from a Spanish page", () => {
  it("logo refusals: wrong type, mismatched bytes, unsafe or broken SVG, too big, not base64", async () => {
    const { slug, cookie } = await staffOfNewDealer();
    const big = new Uint8Array(201 * 1024);
    big.set(PNG);
    const cases: [string, string, number, string][] = [
      ["image/jpeg", base64(PNG), 400, "El logotipo debe ser un archivo PNG, WebP o SVG; este archivo es image/jpeg."],
      ["image/webp", base64(PNG), 400, "El archivo no es una imagen WebP (su contenido no corresponde a su tipo)."],
      ["image/png", base64(big), 413, "El logotipo pesa 201 KB; el límite es de 200 KB. Expórtelo más pequeño (un PNG o WebP de 400 píxeles de ancho es suficiente)."],
      ["image/svg+xml", base64(svg("<script>alert(1)</script>")), 400, "El logotipo SVG contiene un script. Un logotipo no puede ejecutar código: exporte el SVG de nuevo sin scripts, o suba un PNG o WebP."],
      [
        "image/svg+xml",
        base64('<svg xmlns="http://www.w3.org/2000/svg"><g>'),
        400,
        "El logotipo SVG no es XML bien formado (el elemento <g> sin cerrar). Expórtelo de nuevo desde su programa de dibujo, o suba un PNG o WebP.",
      ],
      [
        "image/svg+xml",
        base64(svg("<style>@import 'https://tracker.example/x.css';</style>")),
        400,
        "El CSS del logotipo SVG contiene una regla @, como @import o @font-face, que no aceptamos. Use estilos simples de relleno y trazo (fill y stroke), o suba un PNG o WebP.",
      ],
      ["image/png", "***not base64***", 400, "data: debe contener los bytes del archivo en base64"],
    ];
    for (const [contentType, data, status, message] of cases) {
      const response = await post(`/api/dealer-admin/${slug}/logo`, { contentType, data }, { cookie, ...SPANISH });
      expect(response.status, message).toBe(status);
      expect(await response.json(), message).toMatchObject({ message });
    }
    const huge = await post(`/api/dealer-admin/${slug}/logo`, { contentType: "image/png", data: "A".repeat(LOGO_BODY_LIMIT_BYTES + 1024) }, { cookie, ...SPANISH });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ message: "El logotipo es demasiado grande; el límite es de 200 KB." });
  });

  it("field checks name the problem in Spanish, and the same request from an English page in English", async () => {
    const { slug, cookie } = await staffOfNewDealer();
    const offer = {
      id: "winter",
      title: "Winter offer",
      amount: "$500",
      details: "Details.",
      terms: null,
      bestFor: null,
      startDate: "2026-12-01",
      endDate: "2026-11-01",
      source: "Test Motors",
    };
    const edit = (body: Record<string, unknown>, headers: Record<string, string>) =>
      post(`/api/dealer-admin/${slug}`, { name: "Test Motors", city: null, offers: [], installers: [], faq: [], ...body }, { cookie, ...headers });
    const message = async (response: Response) => ((await response.json()) as { message: string }).message;

    expect(await message(await edit({ name: "  " }, SPANISH))).toBe("name: es obligatorio");
    expect(await message(await edit({ offers: [offer] }, SPANISH))).toBe("offers.0.endDate: no puede ser anterior a la fecha de inicio");
    expect(await message(await edit({ name: "x".repeat(81) }, SPANISH))).toBe("name: debe tener 80 caracteres como máximo");
    const phone = { company: "Volt Electric", licenseNumber: "1234567", phone: "555-01", website: null, serviceAreas: ["Van Nuys"] };
    expect(await message(await edit({ installers: [phone] }, SPANISH))).toBe(
      "installers.0.phone: debe ser un número de teléfono de EE. UU. de 10 dígitos, como (555) 555-0100",
    );
    // zod's own words for a wrong type, in the page's language too.
    expect(await message(await edit({ name: 5 }, SPANISH))).toMatch(/^name: Entrada inválida/);

    expect(await message(await edit({ name: "  " }, {}))).toBe("name: is required");
    expect(await message(await edit({ offers: [offer] }, {}))).toBe("offers.0.endDate: must not be before the start date");
    expect(await message(await edit({ name: 5 }, {}))).toMatch(/^name: Invalid input/);
  });
});

describe("the data download from the Spanish account page", () => {
  it("explains each part of the file in Spanish; the data itself is unchanged", async () => {
    const { cookie, email } = await signIn();
    const spanish = await SELF.fetch(`${BASE}/api/account/export`, { headers: { cookie, ...SPANISH } });
    expect(spanish.status).toBe(200);
    const data = (await spanish.json()) as { readme: Record<string, string>; account: { email: string } };
    expect(data.account.email).toBe(email);
    expect(data.readme.account).toBe("Su correo electrónico y cuándo se creó la cuenta (su primer inicio de sesión).");
    expect(Object.values(data.readme).join(" ")).not.toMatch(/\b(your|the|when)\b/);
  });
});

describe("the Worker's own refusals from a Spanish page", () => {
  it("signed out, cross-site, not JSON, unknown API path", async () => {
    const signedOut = await SELF.fetch(`${BASE}/api/account`, { headers: SPANISH });
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toMatchObject({ message: "No ha iniciado sesión" });

    const crossSite = await post("/api/feedback", {}, { origin: "https://evil.example", ...SPANISH });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toMatchObject({ message: "Rechazamos esta solicitud porque viene de otro sitio" });

    const notJson = await SELF.fetch(`${BASE}/api/feedback`, { method: "POST", headers: { "content-type": "text/plain", ...SPANISH }, body: "hola" });
    expect(notJson.status).toBe(415);
    expect(await notJson.json()).toMatchObject({ message: "Envíe el cuerpo de la solicitud como application/json" });

    const brokenJson = await post("/api/feedback", "{nombre:", SPANISH);
    expect(brokenJson.status).toBe(400);
    expect(await brokenJson.json()).toMatchObject({ message: "El cuerpo de la solicitud debe ser JSON válido" });

    const unknown = await SELF.fetch(`${BASE}/api/no-such-thing`, { headers: SPANISH });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ message: "No se encontró" });

    // The same requests from an English page.
    expect(await (await SELF.fetch(`${BASE}/api/account`)).json()).toMatchObject({ message: "You are not signed in" });
    expect(await (await post("/api/feedback", {}, { origin: "https://evil.example" })).json()).toMatchObject({ message: "Cross-site request refused" });
  });
});

describe("form checks from a Spanish page", () => {
  it("the guide feedback and the utility request say what to fix in Spanish, and nothing is stored", async () => {
    const feedbackRows = () => env.DB.prepare("SELECT COUNT(*) AS n FROM feedback").first<number>("n");
    const utilityRows = () => env.DB.prepare("SELECT COUNT(*) AS n FROM utility_submissions").first<number>("n");
    const [feedbackBefore, utilityBefore] = [await feedbackRows(), await utilityRows()];
    const ip = { "cf-connecting-ip": "203.0.113.90" };
    const cases: [string, unknown, string][] = [
      ["/api/feedback", { page: "Home", helpful: false }, "comment: Díganos qué le faltó"],
      ["/api/feedback", { page: "Home", helpful: true, comment: "x".repeat(2001) }, "comment: El comentario es demasiado largo (2,000 caracteres como máximo)"],
      ["/api/feedback", { page: "Home", helpful: "sí" }, "helpful: Díganos si la página le fue útil"],
      ["/api/utility-submissions", { utilityName: "  ", zipCode: null }, "utilityName: Escriba el nombre de su compañía de luz"],
      ["/api/utility-submissions", { utilityName: "x".repeat(121), zipCode: null }, "utilityName: El nombre de la compañía de luz es demasiado largo (120 caracteres como máximo)"],
    ];
    for (const [path, body, message] of cases) {
      const response = await post(path, body, { ...SPANISH, ...ip });
      expect(response.status, message).toBe(400);
      expect(await response.json()).toMatchObject({ message });
    }
    // The same check from an English page.
    expect(await (await post("/api/feedback", { page: "Home", helpful: false }, ip)).json()).toMatchObject({ message: "comment: Tell us what was missing" });
    expect([await feedbackRows(), await utilityRows()]).toEqual([feedbackBefore, utilityBefore]);
  });
});
