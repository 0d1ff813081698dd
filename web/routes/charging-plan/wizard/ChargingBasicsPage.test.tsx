import { act, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS } from "../../../lib/progress/store";
import { ChargingBasicsWizard, FORWARD_LABELS, STEP_TITLES } from "./ChargingBasicsPage";
import { INPUT_SYNC_DEBOUNCE_MS } from "./useWizardDraft";

const storedInputs = () => JSON.parse(window.localStorage.getItem(STORAGE_KEYS.inputs) ?? "null");

beforeEach(() => {
  vi.useFakeTimers();
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} })) as never;
  vi.stubGlobal("fetch", vi.fn(async () => new Response("{}", { status: 500 })));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderWizard(mode: "task" | "standalone") {
  return render(
    <MemoryRouter>
      <ChargingBasicsWizard mode={mode} exitTo="/" />
    </MemoryRouter>,
  );
}

describe("ChargingBasicsWizard", () => {
  it("updates the figures at once and saves the slider 300 ms after the last move", () => {
    renderWizard("task");
    const slider = screen.getByLabelText("How far one way?");
    fireEvent.change(slider, { target: { value: "20" } });
    expect(screen.getByTestId("daily-miles").textContent).toBe("40 miles");
    expect(screen.getByTestId("annual-miles").textContent).toBe("10,000 miles");
    act(() => vi.advanceTimersByTime(INPUT_SYNC_DEBOUNCE_MS - 1));
    expect(storedInputs()).toBeNull();
    fireEvent.change(slider, { target: { value: "25" } });
    act(() => vi.advanceTimersByTime(INPUT_SYNC_DEBOUNCE_MS - 1));
    expect(storedInputs()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(storedInputs()).toMatchObject({ dailyMiles: 50, annualMiles: 12_500 });
  });

  it("does not store a guest's answers on the standalone page", () => {
    renderWizard("standalone");
    fireEvent.change(screen.getByLabelText("How far one way?"), { target: { value: "20" } });
    act(() => vi.advanceTimersByTime(INPUT_SYNC_DEBOUNCE_MS * 3));
    expect(storedInputs()).toBeNull();
  });

  it("shows hours parked only on yes, and the home setup only with home charging", () => {
    renderWizard("task");
    expect(screen.queryByLabelText("How many hours is your car parked at home?")).toBeNull();
    fireEvent.click(screen.getByRole("radio", { name: /^Yes/ }));
    expect(screen.getByLabelText("How many hours is your car parked at home?")).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: /^No/ }));
    expect(screen.queryByLabelText("How many hours is your car parked at home?")).toBeNull();
  });

  it("moves to step 2 only when step 1 is valid, then sets the range by type", async () => {
    renderWizard("task");
    fireEvent.click(screen.getByRole("button", { name: FORWARD_LABELS[1] }));
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(STEP_TITLES[1]);
    expect(screen.getByRole("alert").textContent).toContain("Enter a 5-character zip code.");

    fireEvent.change(screen.getByLabelText("Zip code"), { target: { value: "ABCDE" } }); // no digits-only rule
    fireEvent.change(screen.getByLabelText("How far one way?"), { target: { value: "10" } });
    fireEvent.click(screen.getByRole("radio", { name: /^Yes/ }));
    expect(screen.queryByRole("alert")).toBeNull(); // fixed fields clear their messages
    fireEvent.click(screen.getByRole("button", { name: FORWARD_LABELS[1] }));
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(STEP_TITLES[2]);

    fireEvent.click(screen.getByRole("radio", { name: /^PHEV/ }));
    expect((screen.getByLabelText("All-electric range") as HTMLInputElement).value).toBe("35");
    fireEvent.click(screen.getByRole("radio", { name: /^BEV/ }));
    const range = screen.getByLabelText("All-electric range") as HTMLInputElement;
    expect(range.value).toBe("250");
    fireEvent.change(range, { target: { value: "300" } });
    expect(screen.getByTestId("evRange-value").textContent).toBe("300+ miles");
    expect(screen.getByRole("group", { name: "What will you plug into at home?" })).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: FORWARD_LABELS[2] }));
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(STEP_TITLES[3]);
    // Step 3's chunk loads while steps 1 and 2 show: let that import settle (fake timers are on).
    await act(async () => {
      await import("./StepResults");
    });
    // 20 miles a day on a 300-mile BEV: 6.7% → 7%.
    expect(screen.getByTestId("battery-percent").textContent).toBe("7%");
  });
});
