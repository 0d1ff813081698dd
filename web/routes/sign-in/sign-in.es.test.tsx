// The sign-in pages in Spanish (issue 29): the page's text, the language sent to the Worker (so the
// email and its refusals come back in Spanish), the links to the Spanish pages, and the 15-minute
// lifetime stated as in English.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setLocaleSource } from "../../../domain/i18n/runtime";
import { setAuthState } from "../../lib/auth/auth-state";
import { json, mockNetwork } from "../../lib/auth/test-network";
import { STORAGE_KEYS } from "../../lib/progress/store";
import ConfirmSignInPage from "./ConfirmSignInPage";
import LoginPage from "./LoginPage";
import TurnstileWidget, { TURNSTILE_SCRIPT_URL } from "./TurnstileWidget";

const fetchMock = mockNetwork();
const TOKEN = "A".repeat(43);

beforeEach(() => {
  setLocaleSource(() => "es");
  setAuthState({ status: "signed-out" });
});
afterEach(() => {
  setLocaleSource(() => "en");
  window.localStorage.clear();
  for (const script of document.head.querySelectorAll("script")) script.remove();
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function setup(url: string) {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/es/login" element={<LoginPage />} />
        <Route path="/es/auth/confirm" element={<ConfirmSignInPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return user;
}

const requestBody = () => JSON.parse(String(fetchMock.mock.calls.find((call) => call[0] === "/api/auth/request-magic-link")![1]?.body)) as unknown;

describe("LoginPage in Spanish", () => {
  it("welcomes in Spanish, asks for the link in Spanish and says when it expires (15 minutes, as in English)", async () => {
    fetchMock.mockResolvedValue(json({ ok: true, expiresInMinutes: 15 }));
    const user = setup("/es/login");
    expect(screen.getByRole("heading", { level: 1, name: "Le damos la bienvenida a PlugPlan" })).toBeTruthy();
    expect(screen.getByText(/^Inicie sesión para guardar su plan de carga/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Política de privacidad" }).getAttribute("href")).toBe("/es/privacy-policy");
    const input = screen.getByLabelText("Correo electrónico") as HTMLInputElement;
    expect(input.placeholder).toBe("usted@example.com");
    await user.type(input, "Ana@Example.com");
    await user.click(screen.getByRole("button", { name: "Enviar enlace de inicio de sesión" }));

    // The Worker writes the email in Spanish and links it to /es/auth/confirm (worker/routes/auth-spanish.test.ts).
    expect(requestBody()).toEqual({ email: "Ana@Example.com", locale: "es" });
    expect(await screen.findByRole("heading", { name: "Revise su correo" })).toBeTruthy();
    expect(screen.getByText("ana@example.com").parentElement!.textContent).toBe(
      "Enviamos un enlace de inicio de sesión a ana@example.com. Ábralo en este navegador y en este dispositivo: solo inicia sesión donde se pidió. Funciona una sola vez y vence en 15 minutos.",
    );
    expect(screen.getByText("¿No le llegó el correo? Revise su carpeta de correo no deseado o vuelva a intentarlo.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Usar otro correo" })).toBeTruthy();
  });

  it("shows the Worker's (Spanish) refusal as it comes, and its own words when no answer came", async () => {
    const refusal = "Se pidieron demasiados enlaces de inicio de sesión. Espere unos minutos y vuelva a intentarlo.";
    fetchMock.mockResolvedValueOnce(json({ message: refusal }, 429));
    const user = setup("/es/login");
    await user.type(screen.getByLabelText("Correo electrónico"), "a@b.co");
    await user.click(screen.getByRole("button", { name: "Enviar enlace de inicio de sesión" }));
    expect((await screen.findByRole("alert")).textContent).toBe(refusal);

    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await user.click(screen.getByRole("button", { name: "Enviar enlace de inicio de sesión" }));
    await vi.waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe("No se pudo enviar el enlace de inicio de sesión. Vuelva a intentarlo."),
    );
  });

  it("a signed-in visitor is told so in Spanish and continues to the Spanish plan", () => {
    setAuthState({ status: "signed-in", email: "ana@example.com" });
    setup("/es/login");
    expect(screen.getByRole("heading", { name: "Ya inició sesión" })).toBeTruthy();
    expect(screen.getByText("ana@example.com").parentElement!.textContent).toBe(
      "Inició sesión como ana@example.com. Su avance se guarda en su cuenta.",
    );
    expect(screen.getByRole("link", { name: "Continuar" }).getAttribute("href")).toBe("/es/charging-plan");
  });

  it("Turnstile failing to load is explained in Spanish", async () => {
    const onLoadError = vi.fn();
    render(<TurnstileWidget siteKey="1x00000000000000000000AA" onToken={vi.fn()} onLoadError={onLoadError} resetKey={0} />);
    document.head.querySelector<HTMLScriptElement>(`script[src="${TURNSTILE_SCRIPT_URL}"]`)!.dispatchEvent(new Event("error"));
    await vi.waitFor(() =>
      expect(onLoadError).toHaveBeenCalledWith(
        "No se pudo cargar la verificación de que usted es una persona. Revise su conexión y vuelva a cargar la página.",
      ),
    );
  });
});

describe("ConfirmSignInPage in Spanish", () => {
  it("asks the Worker in Spanish, names the account and offers a new link to this browser", async () => {
    fetchMock.mockImplementation(async (url) => {
      if (url === "/api/auth/link-account") return json({ email: "ana@example.com", sameBrowser: false });
      if (url === "/api/auth/request-magic-link") return json({ ok: true, expiresInMinutes: 15 });
      throw new Error(`unexpected ${String(url)}`);
    });
    const user = setup(`/es/auth/confirm?token=${TOKEN}`);
    expect(await screen.findByRole("heading", { name: "Abra este enlace donde lo pidió" })).toBeTruthy();
    const lookUp = fetchMock.mock.calls.find((call) => call[0] === "/api/auth/link-account")!;
    expect(new Headers(lookUp[1]?.headers).get("x-plugplan-locale")).toBe("es");
    expect(screen.getByTestId("other-browser").textContent).toBe(
      "Este enlace para ana@example.com se pidió en otro navegador, y solo inicia sesión allí. Ábralo en el navegador donde lo pidió.",
    );
    await user.click(screen.getByRole("button", { name: "Enviar un enlace nuevo a este navegador" }));
    expect((await screen.findByRole("status")).textContent).toBe("Enviamos un enlace nuevo de inicio de sesión a ana@example.com. Ábralo en este navegador.");
    expect(requestBody()).toEqual({ email: "ana@example.com", locale: "es" });
    expect(screen.getByRole("link", { name: "Ir a la página de inicio" }).getAttribute("href")).toBe("/es");
  });

  it("a malformed link gets the Spanish invalid page, with the way to a new link on the Spanish sign-in page", () => {
    setup("/es/auth/confirm?token=abc");
    expect(screen.getByRole("heading", { name: "Este enlace de inicio de sesión no es válido" })).toBeTruthy();
    expect(screen.getByText("Es posible que no se haya copiado completo.")).toBeTruthy();
    expect(screen.getByText("Pida un enlace nuevo y úselo dentro de 15 minutos. Su avance en este dispositivo está a salvo de todos modos.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Obtener un enlace nuevo" }).getAttribute("href")).toBe("/es/login");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("in the browser that asked, with a guest plan, asks in Spanish before adding it", async () => {
    window.localStorage.setItem(STORAGE_KEYS.inputs, JSON.stringify({ zipCode: "94110", dailyMiles: 40 }));
    fetchMock.mockResolvedValue(json({ email: "ana@example.com", sameBrowser: true }));
    setup(`/es/auth/confirm?token=${TOKEN}`);
    expect(await screen.findByRole("group", { name: "Este dispositivo tiene un plan que usted hizo sin cuenta. ¿Quiere agregarlo a ana@example.com?" })).toBeTruthy();
    expect(screen.getByTestId("confirm-account").textContent).toBe("Está iniciando sesión en PlugPlan como ana@example.com.");
    expect(screen.getByRole("button", { name: "Iniciar sesión y agregar este plan" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Iniciar sesión sin agregarlo" })).toBeTruthy();
  });
});
