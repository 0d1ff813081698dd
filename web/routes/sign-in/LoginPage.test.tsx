// The sign-in screen with fetch mocked at the network boundary (the real api.ts runs).
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetAuthForTests, setAuthState } from "../../lib/auth/auth-state";
import LoginPage from "./LoginPage";
import { TURNSTILE_SCRIPT_URL, type TurnstileApi } from "./TurnstileWidget";

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
  resetAuthForTests();
  setAuthState({ status: "signed-out" });
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetAuthForTests();
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function setup(url = "/login") {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return user;
}

const ok = () => new Response(JSON.stringify({ ok: true, expiresInMinutes: 15 }), { status: 200 });

describe("LoginPage", () => {
  it("welcomes, labels the email field and disables the button while the field is empty", async () => {
    const user = setup();
    expect(screen.getByRole("heading", { level: 1, name: "Welcome to PlugPlan" })).toBeTruthy();
    const input = screen.getByLabelText("Email") as HTMLInputElement;
    expect(input.type).toBe("email");
    expect(input.required).toBe(true);
    const button = screen.getByRole("button", { name: "Send magic link" }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await user.type(input, "   ");
    expect(button.disabled).toBe(true);
    await user.type(input, "a@b.co");
    expect(button.disabled).toBe(false);
  });

  it("sends the trimmed email with next, is disabled while sending, then shows the sent state", async () => {
    let respond!: (response: Response) => void;
    fetchMock.mockReturnValue(new Promise((resolve) => (respond = resolve)));
    const user = setup("/login?next=%2Fcharging-plan%2Fincentives");
    await user.type(screen.getByLabelText("Email"), "  Ana@Example.com ");
    await user.click(screen.getByRole("button", { name: "Send magic link" }));
    expect((screen.getByRole("button", { name: "Send magic link" }) as HTMLButtonElement).disabled).toBe(true);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/auth/request-magic-link");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ email: "Ana@Example.com", next: "/charging-plan/incentives" });
    respond(ok());

    const heading = await screen.findByRole("heading", { name: "Check your email" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText("ana@example.com")).toBeTruthy();
    expect(screen.getByText("Didn't receive the email? Check your spam folder or try again.")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Try different email" }));
    expect(screen.getByRole("heading", { name: "Welcome to PlugPlan" })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Email")));
  });

  it('"Continue without account" appears only with a way back, and goes back there', async () => {
    const { unmount } = render(
      <MemoryRouter initialEntries={["/login"]}>
        <LoginPage />
      </MemoryRouter>,
    );
    expect(screen.queryByRole("button", { name: "Continue without account" })).toBeNull();
    unmount();

    const user = setup("/login?next=%2Fev-gas-savings-calculator");
    await user.click(screen.getByRole("button", { name: "Continue without account" }));
    expect(screen.getByTestId("where").textContent).toBe("/ev-gas-savings-calculator");
  });

  it("an unsafe way back is not offered", () => {
    setup("/login?next=%2F%2Fevil.com");
    expect(screen.queryByRole("button", { name: "Continue without account" })).toBeNull();
  });

  it.each([
    [() => new Response(JSON.stringify({ message: "Too many sign-in links were requested." }), { status: 429 }), "Too many sign-in links were requested."],
    [() => new Response("Bad gateway", { status: 502 }), "Failed to send magic link"],
    [() => Promise.reject(new TypeError("Failed to fetch")), "Failed to send magic link. Please try again."],
  ])("shows the error alert and keeps the email (%#)", async (respond, message) => {
    fetchMock.mockImplementation(async () => {
      const result = respond();
      return result instanceof Promise ? result : (result as Response);
    });
    const user = setup();
    await user.type(screen.getByLabelText("Email"), "a@b.co");
    await user.click(screen.getByRole("button", { name: "Send magic link" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(message);
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("a@b.co");
    expect((screen.getByRole("button", { name: "Send magic link" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("a signed-in visitor is told so instead of getting the form", () => {
    setAuthState({ status: "signed-in", email: "ana@example.com" });
    setup();
    expect(screen.getByRole("heading", { name: "You're signed in" })).toBeTruthy();
    expect(screen.getByText("ana@example.com")).toBeTruthy();
  });

  describe("when the Worker asks for the challenge (the sign-in budget runs low)", () => {
    const SITE_KEY = "1x00000000000000000000AA";
    const CHALLENGE = "Many people are asking for sign-in links right now. Please complete the check that you're a person, then send the link again.";
    const challenge = () => new Response(JSON.stringify({ message: CHALLENGE, challenge: "turnstile", siteKey: SITE_KEY }), { status: 403 });
    let fake: TurnstileApi & { solve: (token: string) => void; expire: () => void };

    beforeEach(() => {
      let callbacks: Parameters<TurnstileApi["render"]>[1] | undefined;
      fake = {
        render: vi.fn((_container: HTMLElement, options: Parameters<TurnstileApi["render"]>[1]) => {
          callbacks = options;
          return "widget-1";
        }),
        reset: vi.fn(),
        remove: vi.fn(),
        solve: (token) => callbacks!.callback(token),
        expire: () => callbacks!["expired-callback"](),
      };
      window.turnstile = fake;
    });
    afterEach(() => {
      delete window.turnstile;
    });

    it("shows no widget at first; on the Worker's 403 it shows the message and the widget, then sends the answer with the email", async () => {
      fetchMock.mockResolvedValueOnce(challenge()).mockResolvedValueOnce(ok());
      const user = setup();
      await user.type(screen.getByLabelText("Email"), "a@b.co");
      expect(screen.queryByTestId("turnstile")).toBeNull();
      await user.click(screen.getByRole("button", { name: "Send magic link" }));
      expect((await screen.findByRole("alert")).textContent).toBe(CHALLENGE);
      await waitFor(() => expect(fake.render).toHaveBeenCalledTimes(1));
      expect(vi.mocked(fake.render).mock.calls[0]![1]).toMatchObject({ sitekey: SITE_KEY });
      expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ email: "a@b.co" });
      fake.solve("token-from-cloudflare");
      await user.click(screen.getByRole("button", { name: "Send magic link" }));
      await screen.findByRole("heading", { name: "Check your email" });
      expect(JSON.parse(String(fetchMock.mock.calls[1]![1]?.body))).toEqual({ email: "a@b.co", turnstileToken: "token-from-cloudflare" });
    });

    it("shows the server's message for a refused check, resets the widget, and sends no stale token next time", async () => {
      fetchMock
        .mockResolvedValueOnce(challenge())
        .mockResolvedValue(
          new Response(JSON.stringify({ message: "The check that you're a person expired. Please complete it again, then send the link." }), { status: 400 }),
        );
      const user = setup();
      await user.type(screen.getByLabelText("Email"), "a@b.co");
      await user.click(screen.getByRole("button", { name: "Send magic link" }));
      await waitFor(() => expect(fake.render).toHaveBeenCalled());
      fake.solve("spent-token");
      await user.click(screen.getByRole("button", { name: "Send magic link" }));
      await waitFor(() =>
        expect(screen.getByRole("alert").textContent).toBe("The check that you're a person expired. Please complete it again, then send the link."),
      );
      await waitFor(() => expect(fake.reset).toHaveBeenCalledWith("widget-1"));
      await user.click(screen.getByRole("button", { name: "Send magic link" }));
      expect(JSON.parse(String(fetchMock.mock.calls[2]![1]?.body))).toEqual({ email: "a@b.co" });
    });
  });

  it("while the Worker asks for no challenge, no Turnstile script or widget is added and the body has no token", async () => {
    fetchMock.mockResolvedValue(ok());
    const user = setup();
    await user.type(screen.getByLabelText("Email"), "a@b.co");
    await user.click(screen.getByRole("button", { name: "Send magic link" }));
    await screen.findByRole("heading", { name: "Check your email" });
    expect(document.querySelector(`script[src="${TURNSTILE_SCRIPT_URL}"]`)).toBeNull();
    expect(screen.queryByTestId("turnstile")).toBeNull();
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ email: "a@b.co" });
  });

  it("offline, says signing in needs a connection and sends nothing; back online, the form works", async () => {
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    try {
      const user = setup();
      expect(screen.getByTestId("sign-in-offline").textContent).toMatch(/^Signing in needs a connection/);
      await user.type(screen.getByLabelText("Email"), "driver@example.com");
      expect((screen.getByRole("button", { name: "Send magic link" }) as HTMLButtonElement).disabled).toBe(true);
      expect(fetchMock).not.toHaveBeenCalled();
      onLine.mockReturnValue(true);
      act(() => void window.dispatchEvent(new Event("online")));
      expect(screen.queryByTestId("sign-in-offline")).toBeNull();
      expect((screen.getByRole("button", { name: "Send magic link" }) as HTMLButtonElement).disabled).toBe(false);
    } finally {
      onLine.mockRestore();
    }
  });
});
