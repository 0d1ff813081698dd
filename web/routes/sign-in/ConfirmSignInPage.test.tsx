import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { getAuthState } from "../../lib/auth/auth-state";
import { GUEST_MERGE_DECLINED_KEY } from "../../lib/auth/bootstrap";
import { STORAGE_KEYS } from "../../lib/progress/store";
import { json, mockNetwork } from "../../lib/auth/test-network";
import ConfirmSignInPage from "./ConfirmSignInPage";

const TOKEN = "A".repeat(43);
const fetchMock = mockNetwork();

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function setup(url = `/auth/confirm?token=${TOKEN}`) {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/auth/confirm" element={<ConfirmSignInPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return user;
}

const PROGRESS = {
  chargingBasics: true, homeCharger: false, publicCharging: false, maximizeSavings: false,
  automateCharging: false, drivingTips: false, batteryHealth: false, incentives: false,
  userInputs: { zipCode: "", annualMiles: 0, dailyMiles: 0, hoursParkedAtHome: 0, evType: "", evRange: 0, homeCharging: "", homeSetup: "" },
  calculations: {},
};

/** The server: the link is for `email` (asked for in this browser unless said); verify signs in to it; progress and merge answer. */
function server(email = "ana@example.com", next = "/charging-plan/incentives", sameBrowser = true) {
  fetchMock.mockImplementation(async (url) => {
    if (url === "/api/auth/link-account") return json({ email, sameBrowser });
    if (url === "/api/auth/request-magic-link") return json({ ok: true, expiresInMinutes: 15 });
    if (url === "/api/auth/verify") return json({ user: { email }, next });
    if (url === "/api/user/progress") return json(PROGRESS);
    if (url === "/api/user/progress/merge-guest") return json(PROGRESS);
    throw new Error(`unexpected ${String(url)}`);
  });
}

const calledUrls = () => fetchMock.mock.calls.map((call) => String(call[0]));

afterEach(() => window.localStorage.clear());

describe("ConfirmSignInPage", () => {
  it("in the browser that asked for the link, signs in at once, connects progress and continues to next", async () => {
    server();
    setup();
    expect((await screen.findByTestId("where")).textContent).toBe("/charging-plan/incentives");
    expect(calledUrls().slice(0, 2)).toEqual(["/api/auth/link-account", "/api/auth/verify"]);
    expect(JSON.parse(String(fetchMock.mock.calls.find((call) => call[0] === "/api/auth/verify")![1]?.body))).toEqual({ token: TOKEN });
    expect(getAuthState()).toEqual({ status: "signed-in", email: "ana@example.com" });
  });

  it("opened in another browser (someone else's link, a forwarded email): names the account, signs in nobody, offers a new link here", async () => {
    server("someone.else@example.com", "/charging-plan", false);
    const user = setup();
    expect(await screen.findByRole("heading", { name: "Open this link where you asked for it" })).toBeTruthy();
    expect(screen.getByTestId("other-browser").textContent).toBe(
      "This link for someone.else@example.com was asked for in another browser, and it signs in only there. Open it in the browser where you asked for it.",
    );
    // Only the look-up: the link is not used, nobody is signed in.
    expect(calledUrls()).toEqual(["/api/auth/link-account"]);
    expect(getAuthState().status).not.toBe("signed-in");
    await user.click(screen.getByRole("button", { name: "Send a new link to this browser" }));
    expect((await screen.findByRole("status")).textContent).toBe("We sent a new sign-in link to someone.else@example.com. Open it in this browser.");
    const sent = fetchMock.mock.calls.find((call) => call[0] === "/api/auth/request-magic-link");
    expect(JSON.parse(String(sent![1]?.body))).toEqual({ email: "someone.else@example.com" });
    expect(calledUrls()).not.toContain("/api/auth/verify");
  });

  it("with a guest plan on this device, asks before adding it; 'without' keeps it here and out of the account", async () => {
    window.localStorage.setItem(STORAGE_KEYS.inputs, JSON.stringify({ zipCode: "94110", dailyMiles: 40 }));
    server("someone.else@example.com");
    const user = setup();
    expect(await screen.findByRole("group", { name: "This device has a plan you made without an account. Add it to someone.else@example.com?" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Sign in to PlugPlan" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Sign in without adding it" }));
    expect((await screen.findByTestId("where")).textContent).toBe("/charging-plan/incentives");
    expect(calledUrls()).not.toContain("/api/user/progress/merge-guest");
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.inputs)!)).toMatchObject({ zipCode: "94110" });
    expect(window.localStorage.getItem(GUEST_MERGE_DECLINED_KEY)).toBe("someone.else@example.com");
  });

  it("'add this plan' merges it into the account, as before", async () => {
    window.localStorage.setItem(STORAGE_KEYS.inputs, JSON.stringify({ zipCode: "94110", dailyMiles: 40 }));
    server();
    const user = setup();
    await user.click(await screen.findByRole("button", { name: "Sign in and add this plan" }));
    expect((await screen.findByTestId("where")).textContent).toBe("/charging-plan/incentives");
    const merge = fetchMock.mock.calls.find((call) => call[0] === "/api/user/progress/merge-guest");
    expect(JSON.parse(String(merge![1]?.body))).toMatchObject({ userInputs: { zipCode: "94110", dailyMiles: 40 } });
    expect(window.localStorage.getItem(STORAGE_KEYS.inputs)).toBeNull();
    expect(window.localStorage.getItem(GUEST_MERGE_DECLINED_KEY)).toBeNull();
  });

  it.each([
    ["expired", "This sign-in link has expired"],
    ["used", "This sign-in link was already used"],
    ["replaced", "A newer sign-in link was sent"],
    ["invalid", "This sign-in link isn't valid"],
    ["other-browser", "Open this link where you asked for it"],
  ])("a %s token gets its own page with a way to a new link, before any tap", async (reason, title) => {
    fetchMock.mockResolvedValue(json({ message: `Server says ${reason}`, reason }, 400));
    setup();
    expect(await screen.findByRole("heading", { name: title })).toBeTruthy();
    expect(screen.getByText(`Server says ${reason}`)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Get a new sign-in link" }).getAttribute("href")).toBe("/login");
  });

  it("a link used up between the look-up and the sign-in gets the used page", async () => {
    fetchMock.mockImplementation(async (url) =>
      url === "/api/auth/link-account" ? json({ email: "ana@example.com", sameBrowser: true }) : json({ message: "Used.", reason: "used" }, 400),
    );
    setup();
    expect(await screen.findByRole("heading", { name: "This sign-in link was already used" })).toBeTruthy();
  });

  it("a reason the page does not know is shown as an invalid link", async () => {
    fetchMock.mockResolvedValue(json({ message: "Odd", reason: "something-new" }, 400));
    setup();
    expect(await screen.findByRole("heading", { name: "This sign-in link isn't valid" })).toBeTruthy();
  });

  it("a missing or malformed token is invalid without calling the server", () => {
    setup("/auth/confirm?token=abc");
    expect(screen.getByRole("heading", { name: "This sign-in link isn't valid" })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("a network failure during the look-up offers to try again, and signs nobody in", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    const user = setup();
    expect((await screen.findByRole("alert")).textContent).toBe(
      "We couldn't check this sign-in link just now. Please check your connection and try again.",
    );
    server();
    expect(calledUrls()).not.toContain("/api/auth/verify");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    // The retry looks the link up again; asked for in this browser, it signs in at once and lands
    // on the link's page (the account line it shows on the way is gone by then).
    expect((await screen.findByTestId("where")).textContent).toBe("/charging-plan/incentives");
    expect(calledUrls().filter((url) => url === "/api/auth/verify")).toHaveLength(1);
  });

  it("a network failure while signing in offers the button so the person can try again", async () => {
    fetchMock.mockImplementation(async (url) => {
      if (url === "/api/auth/link-account") return json({ email: "ana@example.com", sameBrowser: true });
      throw new TypeError("Failed to fetch");
    });
    setup();
    expect((await screen.findByRole("alert")).textContent).toBe(
      "We couldn't sign you in just now. Please check your connection and try again.",
    );
    expect((screen.getByRole("button", { name: "Sign in to PlugPlan" }) as HTMLButtonElement).disabled).toBe(false);
  });
});
