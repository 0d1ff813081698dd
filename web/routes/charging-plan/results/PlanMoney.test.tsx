import { fireEvent, render, screen, within } from "@testing-library/react";
import { SAN_DIEGO_LEVEL2_INPUTS } from "../../../../domain/charging-plan/test-fixtures";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { UserInputs } from "../../../../domain/contracts/progress.schema";
import { computePlan } from "../../../../domain/charging-plan/model";
import { findRoute, href } from "../../../../domain/routes";
import PlanMoney, { PlanMoneyView } from "./PlanMoney";
import { LazyPlanMoney } from "./LazyPlanMoney";
import { PLAN_MONEY_COPY } from "./plan-money-copy";
import shard100 from "../../../public/data/zip/100.json";
import { findZip, parseZipShard } from "../../../../domain/zip/shard.schema";

// The ZIP lookup's answer as the place shard gives it (areas and utilities from Rewiring America's
// zcta-to-geography.csv and zip-to-geography-approx.csv): San Diego 92101, Manhattan 10025, San Francisco 94110.
const PLACES = vi.hoisted(() => {
  const utility = (geographyId: string, key: string, name: string, tariffKey: string | null) => ({
    geographyId,
    key,
    name,
    predominant: true,
    price: null,
    retailChoice: false,
    tariffKey,
  });
  return {
    CA: { areaGeographyIds: ["5", "280"], electric: [utility("3544", "ca-san-diego-gas-and-electric", "San Diego Gas & Electric", "SDGE")], county: null },
    NY: { areaGeographyIds: ["32", "1908"], electric: [utility("4599", "ny-con-edison", "Con Edison", null)], county: null },
    SF: { areaGeographyIds: ["5", "281"], electric: [utility("3536", "ca-pacific-gas-and-electric", "Pacific Gas & Electric", "PG&E")], county: null },
  };
});
/** A found ZIP with its place fields (the mocked lookup used to return state and utilities only). */
const found = (info: { state: string; utilities: string[]; lat?: number; lng?: number }) => ({
  status: "found",
  info: { ...info, ...(info.state === "NY" ? PLACES.NY : info.utilities[0] === "PG&E" ? PLACES.SF : PLACES.CA) },
});
const zip = vi.hoisted(() => ({ state: {} as Record<string, unknown> }));
vi.mock("../../../lib/zip/useZipInfo", () => ({ useZipInfo: () => zip.state }));
// The state's program shard, as fetched from web/public/data/programs/<ST>.json.
vi.mock("../../../lib/programs/usePrograms", async () => {
  const { parseProgramShard } = await import("../../../../domain/incentives/programs.schema");
  const shards: Record<string, unknown> = {
    CA: (await import("../../../public/data/programs/CA.json")).default,
    NY: (await import("../../../public/data/programs/NY.json")).default,
  };
  return {
    useProgramShard: (state: string | null) =>
      state && shards[state] ? { status: "ready", data: parseProgramShard(state, shards[state]) } : { status: "error" },
  };
});
// California's stations are not loaded yet: the station answer carries no prices (the US average).
const stations = vi.hoisted(() => ({ state: { status: "error" } as Record<string, unknown> }));
vi.mock("../../../lib/stations/useStations", () => ({ useStations: () => stations.state }));

const TODAY = "2026-11-23";
/** ZIP 92101, 30 miles a day, 5 days (7,500 a year), BEV, Level 2: figures hand-worked in plan-model.test.ts. */
const SAN_DIEGO: UserInputs = SAN_DIEGO_LEVEL2_INPUTS;

const text = (testId: string) => screen.getByTestId(testId).textContent;

function renderMoney(inputs: UserInputs, onAssumptionsChange?: (change: object) => void, assumptionsSaved?: boolean) {
  return render(
    <MemoryRouter>
      <PlanMoney
        inputs={inputs}
        today={TODAY}
        {...(onAssumptionsChange ? { onAssumptionsChange } : {})}
        {...(assumptionsSaved !== undefined ? { assumptionsSaved } : {})}
      />
    </MemoryRouter>,
  );
}

zip.state = found({ state: "CA", utilities: ["SDGE"] });

describe("Your plan in dollars", () => {
  it("ZIP 92101: EV-TOU-5 $28 a month, TOU-DR1 $98, gas car $121, you keep $93 a month", () => {
    zip.state = found({ state: "CA", utilities: ["SDGE"] });
    renderMoney(SAN_DIEGO);
    expect(screen.getByRole("heading", { name: PLAN_MONEY_COPY.title })).toBeTruthy();
    // Worked in domain/charging-plan/model.test.ts: 7,500 mi ÷ 2.7 mi/kWh (the typical 2025–26 model).
    expect(text("money-home-ev-monthly")).toBe("$28");
    expect(text("money-home-ev-yearly")).toBe("$333");
    expect(text("money-home-standard-monthly")).toBe("$98");
    expect(text("money-public-monthly")).toBe("$0");
    expect(text("money-ev-monthly")).toBe("$28");
    expect(text("money-gas-monthly")).toBe("$121");
    expect(text("money-gas-yearly")).toBe("$1,449");
    expect(text("money-difference-monthly")).toBe("$93");
    expect(text("money-difference-yearly")).toBe("$1,116");
    expect(text("money-lead")).toBe(
      "Driving electric: about $28 a month. The same miles in a gas car: $121 a month. You keep about $93 a month ($1,116 a year).",
    );
    expect(text("money-efficiency")).toBe(
      "Efficiency: 2.7 miles per kWh, the median of 78 2025–26 battery-electric models (EPA); most do 2.1–3.3. Pick your car in the plan's EV details for its own figure.",
    );
    expect(text("money-schedule")).toBe(
      "Home charging hours: Charging 7 nights a week (every night the car is home), about 0.7 hours a night, in the hours you are parked (11 p.m.–7 a.m.). All of it fits in EV-TOU-5's cheapest hours.",
    );
    // Efficiency alone moves the total: 7,500 ÷ 3.3 × 0.119917 = $272.54 → $23; ÷ 2.1 → $428.28 → $36.
    expect(text("money-range")).toBe("Between $23 and $36 a month; your car's efficiency decides it.");
    expect(screen.queryByTestId("money-public-basis")).toBeNull();
    expect(text("money-fixed")).toBe("SDG&E's fixed charge of about $24.15 a month is on every bill, EV or not, so it is not counted here.");
  });

  it("shows every source with its date one tap away", () => {
    renderMoney(SAN_DIEGO);
    const sources = screen.getByText(PLAN_MONEY_COPY.sources).closest("details")!;
    expect(sources.textContent).toContain("US average DC fast price, 2025 Q2, as of Jul 28, 2025");
    expect(sources.textContent).toContain("AAA daily state averages, regular unleaded, as of Aug 22, 2026");
    // Prices from a source published 2026-03-24; SDG&E's hours changed on 2026-05-01: both dates shown.
    expect(sources.textContent).toContain(
      "EV-TOU-5: 2026 student analysis citing SDG&E Schedule EV-TOU-5 (unconfirmed); hours as of May 1, 2026, as of Mar 24, 2026",
    );
    expect(sources.textContent).toContain("No dated, citable average Level 2 price was found");
  });

  it("money you may get: counted programs, income-qualified apart, unknown ones never counted", () => {
    renderMoney(SAN_DIEGO);
    // SDG&E's rebate is for used cars: not counted until the person says new or used (PlanIncentives.test.tsx).
    expect(text("money-incentives")).toBe("Nothing is counted yet: the programs open here depend on an answer below.");
    expect(text("money-awaiting")).toContain("For a used car: up to $1,000");
    expect(text("money-awaiting")).toContain("For a used car, if your household income qualifies: up to $3,000 from San Diego Gas & Electric (SDG&E) (it replaces the $1,000).");
    expect(screen.getByText(/Check availability, not counted:/).textContent).toContain("California Air Resources Board (proposed state program)");
    const finder = screen.getByRole("link", { name: "See every program and its rules" }).getAttribute("href");
    expect(finder).toBe(href("incentives"));
    expect(finder).toBe("/charging-plan/incentives");
    // A page the router serves, not a path that falls through to the dealer/404 fallback.
    expect(findRoute(finder!)?.id).toBe("incentives");
  });

  it("a ZIP split between utilities says which one is used and links to the comparison by route id", () => {
    zip.state = found({ state: "CA", utilities: ["SDGE", "SCE"] });
    renderMoney(SAN_DIEGO);
    const note = screen.getByText(/Your ZIP is also served by other utilities/);
    expect(note.textContent).toBe("Your ZIP is also served by other utilities; these figures use SDG&E. Compare plans.");
    const link = within(note).getByRole("link", { name: "Compare plans" }).getAttribute("href");
    expect(link).toBe(href("maximize-savings-task"));
    expect(findRoute(link!)?.id).toBe("maximize-savings-task");
    zip.state = found({ state: "CA", utilities: ["SDGE"] });
  });

  it("ZIP 10025 (the committed shard): Con Edison named, its 2024 average 35.7¢ with source and year", () => {
    zip.state = { status: "found", info: findZip(parseZipShard("100", shard100), "10025") };
    renderMoney({ ...SAN_DIEGO, zipCode: "10025" });
    // 7,500 mi ÷ 2.7 mi/kWh = 2,777.778 kWh × $0.357 = $991.67 a year, $82.64 a month.
    expect(text("money-home-monthly")).toBe("$83");
    expect(text("money-utility")).toBe("Your electric utility: Con Edison");
    expect(screen.getByText(/35\.7¢ a kWh, Con Edison, average residential price, 2024 \(NREL\/OpenEI\)/)).toBeTruthy();
    expect(text("money-home-price")).toMatch(/^Home charging uses Con Edison's average residential price for 2024, 35\.7¢ a kWh \(NREL\/OpenEI\)/);
    zip.state = found({ state: "CA", utilities: ["SDGE"] });
  });

  it("a ZIP with no utility in our data: New York's EIA average with a plain note", () => {
    // The place fields with no electric utility (what the lookup gives where Rewiring America has none).
    zip.state = { status: "found", info: { state: "NY", utilities: [], areaGeographyIds: ["32", "1908"], electric: [], county: null } };
    renderMoney({ ...SAN_DIEGO, zipCode: "10025" });
    // 2,777.778 kWh × $0.2225 = $618.06 a year, $51.50 a month.
    expect(text("money-home-monthly")).toBe("$52");
    expect(text("money-no-tariff")).toBe(
      "Our data has no price for your utility, so home charging uses New York's average home electricity price (EIA, 2023), 22.3¢ a kWh. Type the price per kWh from your bill for your own figure.",
    );
    zip.state = found({ state: "CA", utilities: ["SDGE"] });
  });

  it("the price from the person's bill: typed, validated, reported; the plan then says \"your bill\"", () => {
    zip.state = { status: "found", info: findZip(parseZipShard("100", shard100), "10025") };
    const changes: object[] = [];
    renderMoney({ ...SAN_DIEGO, zipCode: "10025" }, (change) => changes.push(change));
    const form = screen.getByLabelText(/Price per kWh on your electricity bill/).closest("form")!;
    const input = within(form).getByRole("spinbutton");
    fireEvent.change(input, { target: { value: "3" } });
    fireEvent.click(within(form).getByRole("button", { name: "Apply" }));
    expect(within(form).getByRole("alert").textContent).toBe("Enter a number from 0.02 to 1.");
    fireEvent.change(input, { target: { value: "0.3" } });
    fireEvent.click(within(form).getByRole("button", { name: "Apply" }));
    expect(changes).toEqual([{ homeUsdPerKwh: 0.3 }]);
    // With it: 2,777.778 × $0.30 = $833.33 a year, $69.44 a month.
    renderMoney({ ...SAN_DIEGO, zipCode: "10025", homeUsdPerKwh: 0.3 });
    expect(screen.getAllByTestId("money-home-monthly").at(-1)!.textContent).toBe("$69");
    expect(screen.getByText(/30\.0¢ a kWh, your bill/)).toBeTruthy();
    zip.state = found({ state: "CA", utilities: ["SDGE"] });
  });

  it("changing an assumption reports it; a value out of bounds says why and changes nothing", () => {
    const changes: object[] = [];
    renderMoney(SAN_DIEGO, (change) => changes.push(change));
    const form = screen.getByLabelText(/The gas car's fuel economy/).closest("form")!;
    const input = within(form).getByRole("spinbutton");
    fireEvent.change(input, { target: { value: "5" } });
    fireEvent.click(within(form).getByRole("button", { name: "Apply" }));
    expect(within(form).getByRole("alert").textContent).toBe("Enter a number from 10 to 100.");
    expect(changes).toEqual([]);
    fireEvent.change(input, { target: { value: "40" } });
    fireEvent.click(within(form).getByRole("button", { name: "Apply" }));
    expect(changes).toEqual([{ mpg: 40 }]);
  });

  it("a changed assumption flows into every figure and offers our figure back", () => {
    const changes: object[] = [];
    const plan = computePlan({ ...SAN_DIEGO, mpg: 40 }, { state: "CA", utilities: ["SDGE"] }, TODAY);
    render(
      <MemoryRouter>
        <PlanMoneyView plan={plan} evType="BEV" onAssumptionsChange={(change) => changes.push(change)} />
      </MemoryRouter>,
    );
    // 7,500 ÷ 40 × $5.602 = $1,050.38 a year, $87.53 a month.
    expect(text("money-gas-yearly")).toBe("$1,050");
    expect(text("money-gas-monthly")).toBe("$88");
    fireEvent.click(screen.getByRole("button", { name: "Use our figure" }));
    expect(changes).toEqual([{ mpg: 0 }]);
  });

  it("says whether changed figures are saved with the plan or change this page only", () => {
    const { unmount } = renderMoney(SAN_DIEGO, () => {}, true);
    expect(text("money-assumptions-scope")).toBe("Your figures are saved with your plan and used on every screen.");
    unmount();
    renderMoney(SAN_DIEGO, () => {}, false);
    expect(text("money-assumptions-scope")).toBe("Your figures change this page only; they are not saved.");
  });

  it("never promises saving when the caller does not say it saves", () => {
    renderMoney(SAN_DIEGO, () => {});
    expect(text("money-assumptions-scope")).toBe("Your figures change this page only; they are not saved.");
  });

  it("without a change handler the assumptions are not offered", () => {
    renderMoney(SAN_DIEGO);
    expect(screen.queryByText(PLAN_MONEY_COPY.assumptions)).toBeNull();
  });

  it("the lazy section says the same loading line while its chunk arrives", () => {
    render(
      <MemoryRouter>
        <LazyPlanMoney inputs={SAN_DIEGO} />
      </MemoryRouter>,
    );
    expect(screen.getByRole("status").textContent).toBe("Working out your costs…");
    expect(PLAN_MONEY_COPY.loading).toBe("Working out your costs…");
  });

  it("names the DC fast price's publisher without the report title", () => {
    renderMoney(SAN_DIEGO);
    const sources = screen.getByText(PLAN_MONEY_COPY.sources).closest("details")!;
    expect(sources.textContent).toContain("Public charging uses Paren's US average for DC fast chargers (2025 Q2).");
  });

  it("when electric costs more, the lead and the last row say so", () => {
    // No home charging, every mile at $1.50 a kWh in public, against a 100 mpg car: 7,500 ÷ 2.7 × $1.50
    // = $4,166.67 a year electric; 7,500 ÷ 100 × $5.602 = $420 a year in gas: $3,747 a year more.
    const inputs: UserInputs = { ...SAN_DIEGO, homeCharging: "no", publicUsdPerKwh: 1.5, mpg: 100 };
    render(
      <MemoryRouter>
        <PlanMoneyView plan={computePlan(inputs, { state: "CA", utilities: ["SDGE"] }, TODAY)} evType="BEV" />
      </MemoryRouter>,
    );
    expect(text("money-ev-yearly")).toBe("$4,167");
    expect(text("money-gas-yearly")).toBe("$420");
    expect(text("money-lead")).toBe(
      "Driving electric: about $347 a month. The same miles in a gas car: $35 a month. Electric costs about $312 a month more ($3,747 a year).",
    );
    expect(screen.getByRole("rowheader", { name: "Electric costs more by" })).toBeTruthy();
    expect(text("money-difference-yearly")).toBe("$3,747");
    expect(text("money-gas-cheaper")).toBe("At these prices a gas car would cost you less: about $312 a month less.");
    expect(text("money-public-basis")).toBe("Public charging: $1.50 a kWh, your own figure.");
  });

  it("a ZIP we cannot place: US defaults said plainly, and no programs claimed", () => {
    zip.state = { status: "not-found" };
    renderMoney(SAN_DIEGO);
    expect(screen.getByText(/We could not place your ZIP in a state/).textContent).toBe(
      "We could not place your ZIP in a state, so gas and electricity use US defaults.",
    );
    expect(screen.getByText(/which programs apply/).textContent).toBe("We could not place your ZIP or load its programs, so we cannot say which programs apply.");
    expect(screen.queryByTestId("money-incentives")).toBeNull();
    zip.state = found({ state: "CA", utilities: ["SDGE"] });
  });

  it("outside California: says whose programs were looked at (New York's), and that none is car or charger money here", () => {
    zip.state = found({ state: "NY", utilities: [] });
    renderMoney({ ...SAN_DIEGO, zipCode: "10025" });
    expect(text("money-incentives")).toBe("No program open now has a dollar amount we can count for the car here.");
    expect(text("money-coverage")).toBe(
      "Programs shown for New York and Con Edison customers: 4 state programs (New York State Energy Research and Development Authority).",
    );
    expect(screen.getByTestId("plan-incentives-root").textContent).not.toMatch(/federal and California/);
    zip.state = found({ state: "CA", utilities: ["SDGE"] });
  });

  it("waits for the ZIP lookup before showing figures", () => {
    zip.state = { status: "loading" };
    renderMoney(SAN_DIEGO);
    expect(screen.getByRole("status").textContent).toBe(PLAN_MONEY_COPY.loading);
    zip.state = found({ state: "CA", utilities: ["SDGE"] });
  });

  it("Brooklyn without home charging: public miles at the fast median near you, the range, and gas cheaper said plainly", () => {
    zip.state = found({ state: "NY", utilities: [], lat: 40.6669, lng: -73.9828 });
    const fast = { scope: "circle", stations: 5, medianUsdPerKwh: 0.54, p25UsdPerKwh: 0.54, p75UsdPerKwh: 0.59, minUsdPerKwh: 0.39, maxUsdPerKwh: 2, withSessionFee: 0, variable: 0 };
    const level2 = { ...fast, stations: 39, medianUsdPerKwh: 0.4, p25UsdPerKwh: 0.33, p75UsdPerKwh: 0.62 };
    stations.state = { status: "ready", data: { prices: { resolved: { scope: "circle", state: "NY", dcFast: fast, level2, stations: 44, asOf: "2025-04-21" } } } };
    renderMoney({ ...SAN_DIEGO, zipCode: "11215", dailyMiles: 16, annualMiles: 4_000, homeCharging: "no" });
    // 4,000 ÷ 2.7 × $0.54 = $800 a year, $67 a month; gas 4,000 ÷ 29 × $4.162 = $574, $48.
    expect(text("money-public-monthly")).toBe("$67");
    // The median rests on the 5 fast chargers that list a price (one at $2.00), of 44 priced stations (39 Level 2).
    expect(text("money-public-basis")).toBe("Public charging: $0.54 a kWh, near you: median of 5 fast chargers that list a price, of 44 priced stations near you.");
    // Best: $0.40 (Level 2) at 3.3 mi/kWh: $484.85 → $40; worst: $0.59 at 2.1: $1,123.81 → $94.
    expect(text("money-range")).toBe("Between $40 and $94 a month; the public charging price and your car's efficiency decide it.");
    expect(text("money-gas-cheaper")).toBe("At these prices a gas car would cost you less: about $19 a month less.");
    zip.state = found({ state: "CA", utilities: ["SDGE"] });
    stations.state = { status: "error" };
  });

  it("names the community-choice provider our sources place in the ZIP, and says what it means for the price", () => {
    zip.state = found({ state: "CA", utilities: ["PG&E"] });
    renderMoney({ ...SAN_DIEGO, zipCode: "94110" });
    expect(text("money-community-choice")).toContain("CleanPowerSF, the city's community-choice provider, supplies the electricity for most homes; PG&E delivers it");
    zip.state = found({ state: "CA", utilities: ["SDGE"] });
  });

  it("where a provider may serve but none is placed, says so without naming one", () => {
    renderMoney(SAN_DIEGO);
    expect(text("money-community-choice")).toBe(
      "Many homes in SDG&E's area buy their electricity from a community-choice provider while SDG&E delivers it and sends the bill. These figures use SDG&E's own rates; if a provider supplies yours, the supply part of your bill is its price, so your cost can differ.",
    );
  });

  it("the nights at home: every night until told, and a changed answer is reported (7 = back to our assumption)", () => {
    const changes: object[] = [];
    renderMoney(SAN_DIEGO, (change) => changes.push(change));
    fireEvent.click(screen.getByText(PLAN_MONEY_COPY.assumptions));
    const nights = screen.getByLabelText(/Nights a week the car is home to charge/) as HTMLSelectElement;
    expect(nights.value).toBe("7");
    fireEvent.change(nights, { target: { value: "5" } });
    fireEvent.change(nights, { target: { value: "7" } });
    expect(changes).toEqual([{ homeNightsPerWeek: 5 }, { homeNightsPerWeek: 0 }]);
  });
});
