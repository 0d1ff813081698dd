// "Sign out everywhere" in the user menu: confirmation first, then the POST and a reload; a
// failure says so. fetch is mocked at the network boundary (the real api.ts runs).
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetAuthForTests, setAuthState } from "../../lib/auth/auth-state";
import { AccountControl } from "./AccountControl";

// What a person reads (English): the confirmation question and the failure message.
const CONFIRM_TEXT = "Sign out on every device where you're signed in, including this one?";
const SIGN_OUT_EVERYWHERE_FAILED = "We couldn't sign you out everywhere just now. Please try again.";

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
  resetAuthForTests();
  setAuthState({ status: "signed-in", email: "ana@example.com" });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetAuthForTests();
});

async function openMenu() {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={["/charging-plan"]}>
      <AccountControl />
    </MemoryRouter>,
  );
  await user.click(await screen.findByRole("button", { name: "Account menu for ana@example.com" }));
  return user;
}

describe("Sign out everywhere", () => {
  it("asks first (saying this device is included); Cancel sends nothing and goes back", async () => {
    const user = await openMenu();
    await user.click(screen.getByRole("button", { name: "Sign out everywhere" }));
    expect(screen.getByRole("group", { name: CONFIRM_TEXT })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Yes, sign out everywhere" }));
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByText(CONFIRM_TEXT)).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Sign out everywhere" }));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("on confirmation posts to /api/auth/logout-everywhere and reloads the page signed out", async () => {
    const reload = vi.fn();
    vi.stubGlobal("location", { ...window.location, reload });
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ ok: true, sessionsEnded: 2 }), { status: 200 }));
    const user = await openMenu();
    await user.click(screen.getByRole("button", { name: "Sign out everywhere" }));
    await user.click(screen.getByRole("button", { name: "Yes, sign out everywhere" }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/auth/logout-everywhere");
    expect(init?.method).toBe("POST");
  });

  it("a failure is shown and the choice stays, so the person can try again", async () => {
    const reload = vi.fn();
    vi.stubGlobal("location", { ...window.location, reload });
    vi.spyOn(console, "warn").mockImplementation(() => {});
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ message: "Something went wrong" }), { status: 500 }));
    const user = await openMenu();
    await user.click(screen.getByRole("button", { name: "Sign out everywhere" }));
    await user.click(screen.getByRole("button", { name: "Yes, sign out everywhere" }));
    expect((await screen.findByRole("alert")).textContent).toBe(SIGN_OUT_EVERYWHERE_FAILED);
    expect((screen.getByRole("button", { name: "Yes, sign out everywhere" }) as HTMLButtonElement).disabled).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
