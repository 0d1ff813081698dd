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

/** The server: the link is for `email`; verify signs in to it; progress and merge answer. */
function server(email = "ana@example.com", next = "/charging-plan/incentives") {
  fetchMock.mockImplementation(async (url) => {
    if (url === "/api/auth/link-account") return json({ email });
    if (url === "/api/auth/verify") return json({ user: { email }, next });
    if (url === "/api/user/progress") return json(PROGRESS);
    if (url === "/api/user/progress/merge-guest") return json(PROGRESS);
    throw new Error(`unexpected ${String(url)}`);
  });
}

const calledUrls = () => fetchMock.mock.calls.map((call) => String(call[0]));

afterEach(() => window.localStorage.clear());

describe("ConfirmSignInPage", () => {
  it("names the account the link signs in to, in full, and asks for a tap before using the token", async () => {
    server("someone.else@example.com");
    setup();
    expect(screen.getByRole("heading", { name: "Confirm sign-in" })).toBeTruthy();
    expect((await screen.findByTestId("confirm-account")).textContent).toBe("You are signing in to PlugPlan as someone.else@example.com.");
    expect(screen.getByText("Only continue if this is your email address. If someone sent you this link, don't use it: it would sign you in to their account.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Sign in to PlugPlan" })).toBeTruthy();
    // Only the look-up: the link is still unused (scanners and a person who walks away use nothing).
    expect(calledUrls()).toEqual(["/api/auth/link-account"]);
    expect(getAuthState().status).not.toBe("signed-in");
  });

  it("signs in, connects progress and continues to next", async () => {
    server();
    const user = setup();
    await user.click(await screen.findByRole("button", { name: "Sign in to PlugPlan" }));
    expect((await screen.findByTestId("where")).textContent).toBe("/charging-plan/incentives");
    expect(JSON.parse(String(fetchMock.mock.calls.find((call) => call[0] === "/api/auth/verify")![1]?.body))).toEqual({ token: TOKEN });
    expect(getAuthState()).toEqual({ status: "signed-in", email: "ana@example.com" });
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
  ])("a %s token gets its own page with a way to a new link, before any tap", async (reason, title) => {
    fetchMock.mockResolvedValue(json({ message: `Server says ${reason}`, reason }, 400));
    setup();
    expect(await screen.findByRole("heading", { name: title })).toBeTruthy();
    expect(screen.getByText(`Server says ${reason}`)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Get a new sign-in link" }).getAttribute("href")).toBe("/login");
  });

  it("a link used up between the look-up and the tap gets the used page", async () => {
    fetchMock.mockImplementation(async (url) =>
      url === "/api/auth/link-account" ? json({ email: "ana@example.com" }) : json({ message: "Used.", reason: "used" }, 400),
    );
    const user = setup();
    await user.click(await screen.findByRole("button", { name: "Sign in to PlugPlan" }));
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
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect((await screen.findByTestId("confirm-account")).textContent).toContain("ana@example.com");
  });

  it("a network failure on the tap keeps the button so the person can try again", async () => {
    fetchMock.mockImplementation(async (url) => {
      if (url === "/api/auth/link-account") return json({ email: "ana@example.com" });
      throw new TypeError("Failed to fetch");
    });
    const user = setup();
    await user.click(await screen.findByRole("button", { name: "Sign in to PlugPlan" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "We couldn't sign you in just now. Please check your connection and try again.",
    );
    expect((screen.getByRole("button", { name: "Sign in to PlugPlan" }) as HTMLButtonElement).disabled).toBe(false);
  });
});
