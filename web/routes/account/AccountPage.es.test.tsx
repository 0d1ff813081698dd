// The account page in Spanish (issue 29): headings, devices, deletion list and errors from the
// catalogue, dates written the es-US way with the same day and time figures as the English page.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { setLocaleSource } from "../../../domain/i18n/runtime";
import { json, mockNetwork } from "../../lib/auth/test-network";
import AccountPage from "./AccountPage";

const fetchMock = mockNetwork();
beforeEach(() => {
  document.cookie = "plugplan_signed_in=1; Path=/";
});
afterEach(() => setLocaleSource(() => "en"));

const ACCOUNT = {
  email: "ana@example.com",
  createdAt: "2026-11-01T10:00:00.000Z",
  sessions: [
    { createdAt: "2026-11-01T10:00:00.000Z", lastSeenAt: "2026-11-20T09:00:00.000Z", expiresAt: "2026-12-01T10:00:00.000Z", current: false },
    { createdAt: "2026-11-22T18:30:00.000Z", lastSeenAt: "2026-11-23T08:00:00.000Z", expiresAt: "2026-12-22T18:30:00.000Z", current: true },
  ],
  dealerRoles: [{ slug: "galpinhonda", dealerName: "Galpin Honda", grantedAt: "2026-11-02T10:00:00.000Z" }],
};

function setup(path: string) {
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={path} element={<AccountPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return { user, view };
}

const digits = (text: string) => text.match(/\d+/g) ?? [];

describe("AccountPage in Spanish", () => {
  it("says who is signed in, since when and on which devices, with the English page's day and time figures", async () => {
    fetchMock.mockImplementation(async () => json(ACCOUNT));
    const english = setup("/account");
    await screen.findByText("ana@example.com");
    const englishDevices = within(screen.getByRole("region", { name: "Devices signed in" }))
      .getAllByRole("listitem")
      .map((item) => item.textContent ?? "");
    english.view.unmount();

    setLocaleSource(() => "es");
    setup("/es/account");
    expect(await screen.findByRole("heading", { level: 1, name: "Su cuenta" })).toBeTruthy();
    // 10:00 UTC on Nov 1 is Nov 1 in every US time zone.
    expect(screen.getByText("ana@example.com").parentElement!.textContent).toBe(
      "Sesión iniciada como ana@example.com. Cuenta creada el 1 de noviembre de 2026.",
    );
    const devices = within(screen.getByRole("region", { name: "Dispositivos con sesión iniciada" })).getAllByRole("listitem");
    expect(devices[0]!.textContent).toMatch(/^Sesión iniciada el .+; último uso: .+$/);
    expect(devices[1]!.textContent).toContain("Este dispositivo");
    // Same dates and times as in English, only written the Spanish way.
    expect(devices.map((item) => digits(item.textContent ?? ""))).toEqual(englishDevices.map(digits));
    expect(screen.getByText('La opción "Cerrar sesión en todas partes" del menú de su cuenta las cierra todas.')).toBeTruthy();

    const roles = screen.getByRole("region", { name: "Sus páginas de concesionario" });
    expect(within(roles).getByRole("listitem").textContent).toBe("Puede editar la página de concesionario de Galpin Honda (/galpinhonda).");
    expect(within(roles).getByRole("link", { name: "Su página de concesionario" }).getAttribute("href")).toBe("/es/dealer");
    expect(screen.getByRole("link", { name: "Política de privacidad" }).getAttribute("href")).toBe("/es/privacy-policy");
    expect(screen.getByRole("heading", { name: "Descargar mis datos" })).toBeTruthy();
    // What we store, in the privacy policy's Spanish words (the list was once built in English at load).
    const stored = within(screen.getByRole("region", { name: "Qué guardamos y por qué" })).getAllByRole("listitem");
    expect(stored).toHaveLength(5);
    expect(stored[0]!.textContent).toBe("Su correo electrónico, para identificar su cuenta y enviarle enlaces de inicio de sesión.");
    expect(stored.map((item) => item.textContent).join(" ")).not.toMatch(/\b(your|the|and)\b/i);
  });

  it("lists what a deletion removes in Spanish, the dealer-staff access included, and says a failure in Spanish", async () => {
    setLocaleSource(() => "es");
    fetchMock.mockResolvedValueOnce(json(ACCOUNT));
    const { user } = setup("/es/account");
    await user.click(await screen.findByRole("button", { name: "Eliminar mi cuenta" }));
    expect(screen.getByRole("heading", { name: "¿Eliminar su cuenta para siempre?" })).toBeTruthy();
    for (const item of [
      "su cuenta y su dirección de correo electrónico",
      "las respuestas y cifras de su plan, y su avance en las tareas",
      "todas las sesiones iniciadas: se cerrará su sesión en todos los dispositivos",
      "los enlaces de inicio de sesión que todavía no se han usado",
      'su acceso como personal de un concesionario; los cambios que hizo en una página de concesionario se quedan en su historial de cambios, con el nombre "deleted user"',
    ]) {
      expect(screen.getByText(item)).toBeTruthy();
    }
    expect(screen.getByLabelText("Borrar también este navegador (el avance guardado en este dispositivo)")).toBeTruthy();
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await user.click(screen.getByRole("button", { name: "Eliminar mi cuenta definitivamente" }));
    expect((await screen.findByRole("alert")).textContent).toBe("No pudimos eliminar su cuenta en este momento. Vuelva a intentarlo.");
  });

  it("a failed load is explained in Spanish", async () => {
    setLocaleSource(() => "es");
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    setup("/es/account");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "No pudimos cargar su cuenta en este momento. Revise su conexión y vuelva a cargar la página.",
    );
  });
});
