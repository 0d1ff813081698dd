import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_USER_INPUTS } from "../../../../domain/progress/model";
import { progressStore, STORAGE_KEYS } from "../../../lib/progress/store";
import { ChargingBasicsWizard, FORWARD_LABELS, STEP_TITLES } from "./ChargingBasicsPage";
import { PICKER_TEXT, planEfficiencyText, typicalRangeText } from "./EvModelPicker";

const storedInputs = () => JSON.parse(window.localStorage.getItem(STORAGE_KEYS.inputs) ?? "null");

beforeEach(() => {
  window.localStorage.clear();
  progressStore.useBackend(null);
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} })) as never;
  vi.stubGlobal("fetch", vi.fn(async () => new Response("{}", { status: 500 })));
});

afterEach(() => vi.unstubAllGlobals());

/** The wizard at EV Details, with step 1 answered (40 miles a day, home charging). */
function openEvDetails() {
  render(
    <MemoryRouter>
      <ChargingBasicsWizard mode="task" exitTo="/" />
    </MemoryRouter>,
  );
  fireEvent.change(screen.getByLabelText("Zip code"), { target: { value: "92101" } });
  fireEvent.change(screen.getByLabelText("How far one way?"), { target: { value: "20" } });
  fireEvent.click(screen.getByRole("radio", { name: /^Yes/ }));
  fireEvent.click(screen.getByRole("button", { name: FORWARD_LABELS[1] }));
  expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(STEP_TITLES[2]);
}

async function pickModel(make: string, model: string, year: string, versionId: string) {
  fireEvent.click(await screen.findByRole("button", { name: PICKER_TEXT.open }));
  const makeSelect = screen.getByLabelText("Make") as HTMLSelectElement;
  // The first load transforms the 200 KB model list; give a busy machine time.
  await waitFor(() => expect(makeSelect.disabled).toBe(false), { timeout: 15_000 });
  fireEvent.change(makeSelect, { target: { value: make } });
  fireEvent.change(screen.getByLabelText("Model"), { target: { value: model } });
  const yearSelect = screen.getByLabelText("Model year") as HTMLSelectElement;
  if (yearSelect.value !== year) fireEvent.change(yearSelect, { target: { value: year } });
  fireEvent.change(screen.getByLabelText("Version"), { target: { value: versionId } });
}

describe("EV Details: the person's model", { timeout: 20_000 }, () => {
  it("without a model, says which efficiency the plan uses and how efficient most 2025–26 EVs are", async () => {
    openEvDetails();
    expect((await screen.findByTestId("plan-efficiency")).textContent).toBe("Your plan uses 2.7 mi/kWh, the typical 2025–26 battery EV's, not your car's figure.");
    // ev-efficiency.json: BEV 10th–90th percentile 2.07–3.34, median 2.67 of 78 base models.
    expect(screen.getByTestId("typical-efficiency").textContent).toBe(
      "Most 2025–26 battery EVs do 2.1–3.3 mi/kWh (EPA combined; 8 in 10 of 78 models, median 2.7). Source: fueleconomy.gov, file of Oct 29, 2025.",
    );
    fireEvent.click(screen.getByRole("radio", { name: /^PHEV/ }));
    expect(screen.getByTestId("typical-efficiency").textContent).toContain("Most 2025–26 plug-in hybrids do 1.5–2.5 mi/kWh on battery");
  });

  it("picking make → model → year → version sets type, EPA range, efficiency and the model id, with its source", async () => {
    openEvDetails();
    await pickModel("Tesla", "Model 3", "2025", "48765");
    const card = await screen.findByTestId("ev-model-chosen");
    expect(within(card).getByRole("heading", { name: "2025 Tesla Model 3 Long Range RWD" })).toBeTruthy();
    expect(card.textContent).toContain("EPA range363 miles");
    expect(card.textContent).toContain("4.1 mi/kWh combined (city 4.3, highway 3.8)");
    expect(card.textContent).toContain("EPA figures from fueleconomy.gov (DOE/EPA), file of Oct 29, 2025; model year 2026 is partial.");
    // The picked car's figures, not the slider's "300+".
    expect(screen.getByTestId("evRange-value").textContent).toBe("363 miles (EPA)");
    expect((screen.getByRole("radio", { name: /^BEV/ }) as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(storedInputs()).toMatchObject({ evModelId: "48765", evType: "BEV", evRange: 363, milesPerKwh: 4.1 }));
    // Focus lands on what was picked, for keyboard and screen-reader users.
    expect(document.activeElement).toBe(within(card).getByRole("heading"));
  });

  it("a plug-in hybrid gets its electric range", async () => {
    openEvDetails();
    await pickModel("Toyota", "Prius", "2025", "49014");
    await screen.findByTestId("ev-model-chosen");
    expect(screen.getByText("EPA electric range")).toBeTruthy();
    await waitFor(() => expect(storedInputs()).toMatchObject({ evModelId: "49014", evType: "PHEV", evRange: 40, milesPerKwh: 3.4 }));
  });

  it("typing a range by hand removes the model and its efficiency", async () => {
    openEvDetails();
    await pickModel("Tesla", "Model 3", "2025", "48765");
    await screen.findByTestId("ev-model-chosen");
    fireEvent.change(screen.getByLabelText("All-electric range"), { target: { value: "250" } });
    expect(screen.queryByTestId("ev-model-chosen")).toBeNull();
    expect(screen.getByTestId("evRange-value").textContent).toBe("250 miles");
    expect(screen.getByTestId("plan-efficiency").textContent).toContain("2.7 mi/kWh, the typical 2025–26");
    await waitFor(() => expect(storedInputs()).toMatchObject({ evModelId: "", evRange: 250, milesPerKwh: 0 }));
  });

  it("choosing the other type removes the model: a Prius is not a battery EV", async () => {
    openEvDetails();
    await pickModel("Toyota", "Prius", "2025", "49014");
    await screen.findByTestId("ev-model-chosen");
    fireEvent.click(screen.getByRole("radio", { name: /^BEV/ }));
    expect(screen.queryByTestId("ev-model-chosen")).toBeNull();
    expect((screen.getByLabelText("All-electric range") as HTMLInputElement).value).toBe("250");
    await waitFor(() => expect(storedInputs()).toMatchObject({ evModelId: "", evType: "BEV", evRange: 250, milesPerKwh: 0 }));
  });

  it("'Remove model' goes back to the default and to the picker button", async () => {
    openEvDetails();
    await pickModel("Toyota", "Prius", "2025", "49015");
    const card = await screen.findByTestId("ev-model-chosen");
    fireEvent.click(within(card).getByRole("button", { name: PICKER_TEXT.remove }));
    expect(document.activeElement).toBe(screen.getByRole("button", { name: PICKER_TEXT.open }));
    await waitFor(() => expect(storedInputs()).toMatchObject({ evModelId: "", milesPerKwh: 0 }));
  });

  it("opens with a stored model shown (a returning person or a share link)", async () => {
    window.localStorage.setItem(
      STORAGE_KEYS.inputs,
      JSON.stringify({ ...DEFAULT_USER_INPUTS, zipCode: "92101", dailyMiles: 40, annualMiles: 10_000, homeCharging: "yes", evType: "BEV", evRange: 300, evModelId: "48748", milesPerKwh: 2.3 }),
    );
    progressStore.useBackend(null);
    openEvDetails();
    // 48748 is the Performance twin of 48745: the same entry.
    const card = await screen.findByTestId("ev-model-chosen", {}, { timeout: 15_000 });
    expect(within(card).getByRole("heading").textContent).toBe("2025 Rivian R1S Dual Large (20in) / R1S Performance Dual Large (20in)");
  });
});

describe("the sentences", () => {
  it("name the person's own efficiency when set", () => {
    expect(planEfficiencyText(2.9)).toBe("Your plan uses your own figure, 2.9 mi/kWh.");
    expect(planEfficiencyText(0)).toBe("Your plan uses 2.7 mi/kWh, the typical 2025–26 battery EV's, not your car's figure.");
    expect(typicalRangeText("")).toBe(typicalRangeText("BEV"));
  });
});
