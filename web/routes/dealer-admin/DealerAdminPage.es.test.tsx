// The /es/dealer editor in Spanish (issue 29): the page's own words from the catalogue, the counts
// and change log with the same figures as in English, and the public page linked in Spanish. The
// dealer's own text (name, offers) stays as the dealer wrote it.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testDealer } from "../../../domain/dealers/test-records";
import { setLocaleSource } from "../../../domain/i18n/runtime";
import DealerAdminPage from "./DealerAdminPage";

const signedIn = vi.hoisted(() => ({ value: true }));
vi.mock("../../lib/auth/auth-state", async (original) => ({
  ...(await original<typeof import("../../lib/auth/auth-state")>()),
  mayBeSignedIn: () => signedIn.value,
}));

const dealer = testDealer({ logoUrl: "/dealer-logos/galpinhonda/1.png" });
// Two active days: totals 3 + 9 = 12 visits, 1 + 2 = 3 plans started, 0 + 1 = 1 completed, 0 shared.
const COUNTS = [
  { day: "2026-11-20", visit: 3, plan_started: 1, plan_completed: 0, plan_shared: 0 },
  { day: "2026-11-21", visit: 0, plan_started: 0, plan_completed: 0, plan_shared: 0 },
  { day: "2026-11-22", visit: 9, plan_started: 2, plan_completed: 1, plan_shared: 0 },
];
const AUDIT = [{ actor: "ana@example.com", action: "logo.set", createdAt: Date.UTC(2026, 10, 22, 18, 30, 5) }];

function stubApi(slugs: string[]) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      const path = String(url);
      if (path === "/api/dealer-admin/me") return Response.json({ slugs });
      if (path === "/api/dealer-admin/galpinhonda") return Response.json({ dealer, counts: COUNTS, audit: AUDIT });
      if (path === "/api/dealer-admin/galpinhonda/logo") return Response.json({ dealer });
      return new Response("", { status: 404 });
    }),
  );
}

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={["/es/dealer"]}>
      <DealerAdminPage />
    </MemoryRouter>,
  );

const rows = () =>
  within(screen.getByRole("table"))
    .getAllByRole("row")
    .map((row) => within(row).getAllByRole(row.querySelector("td") ? "cell" : "columnheader").map((cell) => cell.textContent));

beforeEach(() => {
  signedIn.value = true;
});
afterEach(() => {
  setLocaleSource(() => "en");
  vi.unstubAllGlobals();
});

describe("/es/dealer", () => {
  it("signed out: asks staff to sign in on the Spanish sign-in page, and comes back to the Spanish editor", async () => {
    setLocaleSource(() => "es");
    signedIn.value = false;
    stubApi([]);
    renderPage();
    expect(await screen.findByRole("heading", { name: "Su página de concesionario" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Iniciar sesión" }).getAttribute("href")).toBe("/es/login?next=%2Fes%2Fdealer");
  });

  it("the editor, counts and change log in Spanish, with the English page's figures", async () => {
    stubApi(["galpinhonda"]);
    const english = renderPage();
    await screen.findByRole("table", undefined, { timeout: 3000 });
    const englishRows = rows();
    const englishAudit = within(screen.getByRole("region", { name: "Recent changes" })).getByRole("listitem").textContent!;
    english.unmount();

    setLocaleSource(() => "es");
    renderPage();
    expect(await screen.findByRole("heading", { name: "Edite su página" }, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByText("Página pública:", { exact: false }).querySelector("a")!.getAttribute("href")).toBe("/es/galpinhonda");
    expect(screen.getByText("PNG, WebP o SVG, de hasta 200 KB. Un SVG debe ser un dibujo simple: sin scripts, enlaces, animaciones, contenido incrustado ni archivos externos.")).toBeTruthy();
    expect(screen.getByLabelText("Nombre del concesionario")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Guardar cambios" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Cómo se usa su página (últimos 30 días)" })).toBeTruthy();

    const spanishRows = await vi.waitFor(() => rows());
    expect(spanishRows[0]).toEqual(["Día", "Visitas a la página", "Planes iniciados", "Planes completados", "Planes compartidos"]);
    // Totals worked by hand above; the same in both languages, the empty day left out.
    expect(spanishRows.slice(1)).toEqual([
      ["12", "3", "1", "0"],
      ["3", "1", "0", "0"],
      ["9", "2", "1", "0"],
    ]);
    expect(spanishRows.slice(1)).toEqual(englishRows.slice(1));

    const audit = within(screen.getByRole("region", { name: "Cambios recientes" })).getByRole("listitem").textContent!;
    expect(audit).toMatch(/: logotipo subido por ana@example\.com$/);
    expect(englishAudit).toMatch(/: logo uploaded by ana@example\.com$/);
    // The same moment, written the es-US way (day before month: "22/11/2026" for "11/22/2026").
    const figures = (text: string) => [...(text.match(/\d+/g) ?? [])].sort();
    expect(figures(audit)).toEqual(figures(englishAudit));
    expect(audit).toMatch(/^2[23]\/11\/2026, /);

    await userEvent.upload(screen.getByLabelText("Subir un logotipo nuevo"), new File([new Uint8Array([137, 80, 78, 71])], "logo.png", { type: "image/png" }));
    expect(await screen.findByText("Logotipo guardado.")).toBeTruthy();
  });
});
