// Automate Charging for a person outside California (issue 23): advice that holds anywhere, and
// no California plan, hour or example day; a California ZIP keeps its utility's own window.
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { encodeJsonParam } from "../../../../domain/share/base64url";
import { clearZipCache } from "../../../lib/zip/lookup";
import AutomateChargingPage from "./AutomateChargingPage";

const SHARDS: Record<string, unknown> = {
  "/112.json": { v: 2, n: ["Brooklyn"], s: ["NY"], u: [], c: [], g: [], e: [], z: [["15", 0, 40.6681, -73.9806, 0, [], -1, [], []]] },
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
  it("Brooklyn 11215: check your utility's time-of-use hours; no PG&E, SCE or SDG&E plan, hour or example day", async () => {
    const { container } = renderFor("11215");
    const advice = await screen.findByTestId("outside-california-offpeak", {}, { timeout: 5000 });
    expect(advice.textContent).toBe(
      "Find your utility's cheapest hours. Time-of-use hours differ from one utility to the next, and we have rate plans for California utilities only. Look up your utility's time-of-use or EV rate on your bill or its website, then schedule charging to start inside its cheapest hours. If you're not on such a plan, ask your utility whether it offers one.",
    );
    const all = container.textContent ?? "";
    for (const word of ["PG&E", "SCE", "SDG&E", "EV2-A", "Example day", "9 PM to 6 AM"]) expect(all).not.toContain(word);
  });

  it("San Francisco 94110 keeps PG&E's own window", async () => {
    renderFor("94110");
    expect((await screen.findByTestId("utility-offpeak", {}, { timeout: 5000 })).textContent).toContain("On PG&E's");
    expect(screen.queryByTestId("outside-california-offpeak")).toBeNull();
  });
});
