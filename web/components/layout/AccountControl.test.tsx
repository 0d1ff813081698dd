import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetAuthForTests, setAuthState } from "../../lib/auth/auth-state";
import { AccountControl } from "./AccountControl";

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(new Response(JSON.stringify({ message: "You are not signed in" }), { status: 401 }));
  vi.stubGlobal("fetch", fetchMock);
  resetAuthForTests();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetAuthForTests();
});

function setup(url = "/charging-plan/driving-tips?from=x") {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[url]}>
      <AccountControl />
    </MemoryRouter>,
  );
  return user;
}

describe("AccountControl", () => {
  it("a guest (no signed-in hint cookie): no request at all, and a Sign in link with a way back here", async () => {
    setup();
    const link = await screen.findByRole("link", { name: "Sign in" });
    expect(link.getAttribute("href")).toBe(`/login?next=${encodeURIComponent("/charging-plan/driving-tips?from=x")}`);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("with the hint cookie it checks the session once; a 401 means signed out and drops the stale hint", async () => {
    document.cookie = "plugplan_signed_in=1; Path=/";
    setup();
    // The check lives in a lazily imported chunk: allow for its first load in the test runner.
    await screen.findByRole("link", { name: "Sign in" }, { timeout: 10_000 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toBe("/api/auth/user");
    expect(document.cookie).not.toContain("plugplan_signed_in=1");
  });

  it("signed in: a menu with the email and Sign out, which posts the logout and reloads", async () => {
    setAuthState({ status: "signed-in", email: "ana@example.com" });
    const reload = vi.fn();
    vi.stubGlobal("location", { ...window.location, reload });
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ ok: true }), { status: 200 }));
    const user = setup();
    const button = await screen.findByRole("button", { name: "Account menu for ana@example.com" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    await user.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getAllByText("ana@example.com").length).toBeGreaterThan(0);
    await user.click(screen.getByRole("button", { name: "Sign out" }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    const logoutCall = fetchMock.mock.calls.find(([url]) => url === "/api/auth/logout");
    expect(logoutCall?.[1]?.method).toBe("POST");
  });

  it('shows "User" when the email is empty, and Escape closes the menu', async () => {
    setAuthState({ status: "signed-in", email: "" });
    const user = setup();
    const button = await screen.findByRole("button", { name: "Account menu for User" });
    await user.click(button);
    expect(screen.getByText("Signed in as")).toBeTruthy();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("button", { name: "Sign out" })).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it("a failed sign-out is only logged", async () => {
    setAuthState({ status: "signed-in", email: "ana@example.com" });
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    const user = setup();
    await user.click(await screen.findByRole("button", { name: "Account menu for ana@example.com" }));
    await user.click(screen.getByRole("button", { name: "Sign out" }));
    await waitFor(() => expect(error).toHaveBeenCalledWith("Sign out failed", expect.any(TypeError)));
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
