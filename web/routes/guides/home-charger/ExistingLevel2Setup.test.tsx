import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_USER_INPUTS } from "../../../../domain/progress/model";
import { progressStore, STORAGE_KEYS } from "../../../lib/progress/store";
import { LEVEL2_TEXT } from "./ExistingLevel2Setup";
import HomeChargerPage from "./HomeChargerPage";

beforeEach(() => {
  vi.stubGlobal("fetch", vi.fn(async () => new Response("", { status: 404 })));
  window.localStorage.clear();
  // The plan's answer: "Level 2 charger" in the wizard, which may be one the person plans to install.
  window.localStorage.setItem(STORAGE_KEYS.inputs, JSON.stringify({ ...DEFAULT_USER_INPUTS, homeCharging: "yes", homeSetup: "level2" }));
  progressStore.useBackend(null);
});

describe("a Level 2 charger from the plan", () => {
  it("is not called installed until the person says so here", async () => {
    render(
      <MemoryRouter initialEntries={["/charging-plan/home-charger"]}>
        <HomeChargerPage mode="task" />
      </MemoryRouter>,
    );
    expect(await screen.findByRole("heading", { name: LEVEL2_TEXT.fromPlanTitle })).toBeTruthy();
    expect(screen.queryByText(LEVEL2_TEXT.installedTitle)).toBeNull();
    expect(screen.getByText(LEVEL2_TEXT.fromPlanLead)).toBeTruthy();

    // Choosing "Existing Level 2 Charger" on this page is saying it is on the wall.
    fireEvent.click(screen.getByRole("radio", { name: /Household Outlet/ }));
    fireEvent.click(screen.getByRole("radio", { name: /Existing Level 2 Charger/ }));
    expect(await screen.findByRole("heading", { name: LEVEL2_TEXT.installedTitle })).toBeTruthy();
  });
});
