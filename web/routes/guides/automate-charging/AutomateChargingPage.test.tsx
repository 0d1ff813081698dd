// Automate Charging for a person outside California (issues 23, 33): their utility named, its
// verified plan's hours where we have one (Seattle City Light), else plainly that its EV plan is not
// in our data; no California plan, hour or example day; a California ZIP keeps its utility's window.
// Shards are the committed ones (web/public/data/zip/), so the utilities are the real data's.
import shard112 from "../../../public/data/zip/112.json";
import shard981 from "../../../public/data/zip/981.json";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { encodeJsonParam } from "../../../../domain/share/base64url";
import { clearZipCache } from "../../../lib/zip/lookup";
import AutomateChargingPage from "./AutomateChargingPage";

const SHARDS: Record<string, unknown> = {
  "/112.json": shard112,
  "/981.json": shard981,
  "/941.json": { v: 2, n: ["San Francisco"], s: ["CA"], u: ["PG&E"], c: [], g: [], e: [], z: [["10", 0, 37.7509, -122.4153, 0, [0], -1, [], []]] },
};

beforeEach(() => {
  clearZipCache();
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      const shard = Object.entries(SHARDS).find(([suffix]) => String(url).endsWith(suffix));
      return shard ? Response.json(shard[1]) : new Response("", { status: 404 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const renderFor = (zipCode: string) =>
  render(
    <MemoryRouter initialEntries={[`/automate-ev-charging-schedule?data=${encodeJsonParam({ page: "automate-charging", zipCode })}`]}>
      <AutomateChargingPage mode="standalone" />
    </MemoryRouter>,
  );

describe("Automate Charging outside California", () => {
  it("Brooklyn 11215: names Con Edison and says its EV plan is not in our data; no PG&E, SCE or SDG&E plan, hour or example day", async () => {
    const { container } = renderFor("11215");
    const advice = await screen.findByTestId("outside-california-offpeak", {}, { timeout: 5000 });
    expect(advice.textContent).toBe(
      "Find your utility's cheapest hours. Con Edison's EV or time-of-use plan is not in our data: look it up on your bill or Con Edison's website, and ask whether it offers one if you're not on it.",
    );
    const all = container.textContent ?? "";
    for (const word of ["PG&E", "SCE", "SDG&E", "EV2-A", "Example day", "9 PM to 6 AM"]) expect(all).not.toContain(word);
  });

  it("Seattle 98101: Seattle City Light's TOU plan, midnight to 6 AM at $0.08/kWh every day, with its source and date", async () => {
    renderFor("98101");
    expect((await screen.findByTestId("utility-plan-window", {}, { timeout: 5000 })).textContent).toBe(
      "On Seattle City Light's Residential Time of Use (optional), the cheapest hours run 12 AM to 6 AM (off-peak, $0.08/kWh every day). Schedule charging to start inside that window.",
    );
    expect(screen.getByTestId("outside-california-offpeak").textContent).toContain("Rates published 2025-09-05; source: Westside Seattle, 2025-09-05, citing Seattle City Light.");
  });

  it("San Francisco 94110 keeps PG&E's own window", async () => {
    renderFor("94110");
    expect((await screen.findByTestId("utility-offpeak", {}, { timeout: 5000 })).textContent).toContain("On PG&E's");
    expect(screen.queryByTestId("outside-california-offpeak")).toBeNull();
  });
});
