import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { getAuthState } from "../../lib/auth/auth-state";
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

describe("ConfirmSignInPage", () => {
  it("asks for a tap before using the token (so link scanners cannot burn it)", () => {
    setup();
    expect(screen.getByRole("heading", { name: "Confirm sign-in" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Sign in to PlugPlan" })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("signs in, connects progress and continues to next", async () => {
    fetchMock.mockImplementation(async (url) => {
      if (url === "/api/auth/verify") return json({ user: { email: "ana@example.com" }, next: "/charging-plan/incentives" });
      if (url === "/api/user/progress") {
        return json({
          chargingBasics: true, homeCharger: false, publicCharging: false, maximizeSavings: false,
          automateCharging: false, drivingTips: false, batteryHealth: false, incentives: false,
          userInputs: { zipCode: "", annualMiles: 0, dailyMiles: 0, hoursParkedAtHome: 0, evType: "", evRange: 0, homeCharging: "", homeSetup: "" },
          calculations: {},
        });
      }
      throw new Error(`unexpected ${String(url)}`);
    });
    const user = setup();
    await user.click(screen.getByRole("button", { name: "Sign in to PlugPlan" }));
    expect((await screen.findByTestId("where")).textContent).toBe("/charging-plan/incentives");
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ token: TOKEN });
    expect(getAuthState()).toEqual({ status: "signed-in", email: "ana@example.com" });
  });

  it.each([
    ["expired", "This sign-in link has expired"],
    ["used", "This sign-in link was already used"],
    ["replaced", "A newer sign-in link was sent"],
    ["invalid", "This sign-in link isn't valid"],
  ])("a %s token gets its own page with a way to a new link", async (reason, title) => {
    fetchMock.mockResolvedValue(json({ message: `Server says ${reason}`, reason }, 400));
    const user = setup();
    await user.click(screen.getByRole("button", { name: "Sign in to PlugPlan" }));
    expect(await screen.findByRole("heading", { name: title })).toBeTruthy();
    expect(screen.getByText(`Server says ${reason}`)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Get a new sign-in link" }).getAttribute("href")).toBe("/login");
  });

  it("a reason the page does not know is shown as an invalid link", async () => {
    fetchMock.mockResolvedValue(json({ message: "Odd", reason: "something-new" }, 400));
    const user = setup();
    await user.click(screen.getByRole("button", { name: "Sign in to PlugPlan" }));
    expect(await screen.findByRole("heading", { name: "This sign-in link isn't valid" })).toBeTruthy();
  });

  it("a missing or malformed token is invalid without calling the server", () => {
    setup("/auth/confirm?token=abc");
    expect(screen.getByRole("heading", { name: "This sign-in link isn't valid" })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("a network failure keeps the button so the person can try again", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    const user = setup();
    await user.click(screen.getByRole("button", { name: "Sign in to PlugPlan" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "We couldn't sign you in just now. Please check your connection and try again.",
    );
    expect((screen.getByRole("button", { name: "Sign in to PlugPlan" }) as HTMLButtonElement).disabled).toBe(false);
  });
});
