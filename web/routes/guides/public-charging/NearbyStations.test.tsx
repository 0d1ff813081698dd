// The nearest-stations list: what a person sees for a New York ZIP, the plug filter, directions.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { StationPrices, StationsResponse } from "../../../../domain/stations/types";
import { levelPrice } from "../../../../domain/stations/test-fixtures";
import { stubStationsFetch } from "../../../lib/stations/stations-test-fetch";
import { NearbyStations } from "./NearbyStations";

const station = (id: number, name: string, miles: number, extra: Partial<StationsResponse["stations"][number]> = {}) => ({
  id,
  name,
  network: { name: "ChargePoint Network", url: "https://www.chargepoint.com" },
  lat: 40.76 + id / 1e5,
  lon: -73.99,
  distanceMiles: miles,
  ports: { level1: 0, level2: 2, dcFast: 0 },
  connectors: ["J1772"],
  access: "24 hours daily",
  address: { street: "1 Test St", city: "New York", state: "NY", zip: "10036" },
  pricing: "",
  ...extra,
});

const circleSummary = { stations: 610, level2Stations: 570, dcFastStations: 40, level2: levelPrice(39, 0.4), dcFast: levelPrice(5, 0.54), free: 342, freeWithParkingFee: 1 };
const NEAR_PRICES: StationPrices = {
  circle: circleSummary,
  state: null,
  resolved: {
    scope: "circle",
    state: "NY",
    level2: { ...levelPrice(39, 0.4), scope: "circle" },
    dcFast: { ...levelPrice(5, 0.54), scope: "circle" },
    stations: 44,
    asOf: "2025-04-21",
  },
};
const STATE_PRICES: StationPrices = {
  circle: { ...circleSummary, level2: levelPrice(2, 0.3), dcFast: null, free: 0 },
  state: { state: "NY", asOf: "2025-04-21", summary: { ...circleSummary, level2: levelPrice(132, 0.36), dcFast: levelPrice(39, 0.52) } },
  resolved: {
    scope: "state",
    state: "NY",
    level2: { ...levelPrice(132, 0.36), scope: "state" },
    dcFast: { ...levelPrice(39, 0.52), scope: "state" },
    stations: 171,
    asOf: "2025-04-21",
  },
};

function answer(connector: string | null, prices: StationPrices | null = NEAR_PRICES): StationsResponse {
  const all = [
    station(1, "Garage A", 0.2, { pricing: "Free; paid lot" }),
    station(2, "Fast Hub", 0.6, {
      network: { name: "Electrify America", url: "https://www.electrifyamerica.com" },
      ports: { level1: 0, level2: 0, dcFast: 4 },
      connectors: ["CHADEMO", "J1772COMBO"],
      access: "",
    }),
  ] as StationsResponse["stations"];
  const stations = connector === "ccs" ? all.filter((s) => s.connectors.includes("J1772COMBO")) : all;
  return {
    query: { lat: 40.7602, lon: -73.9903, radiusMi: 10, connector: connector as never, limit: 20 },
    coverage: { status: "full", states: [{ state: "NY", asOf: "2025-04-21", stations: 4736 }], message: null },
    source: { name: "U.S. Department of Energy, Alternative Fuels Data Center (afdc.energy.gov)", url: "https://afdc.energy.gov/stations", refreshedAt: null },
    totals: { stations: stations.length, fastStations: 1, fastPorts: 4, level2Ports: 2, level1Ports: 0, nearestFastMiles: 0.6 },
    stations,
    truncated: false,
    ...(prices ? { prices } : {}),
  };
}

beforeEach(() => stubStationsFetch((query) => answer(query.get("connector"))));
afterEach(() => vi.unstubAllGlobals());

describe("NearbyStations", () => {
  it("lists the nearest stations with distance, network website, ports, plugs, access and directions", async () => {
    render(<NearbyStations zip="10036" />);
    const list = await screen.findByRole("list", { name: "Nearest public charging stations" }, { timeout: 3000 });
    const items = within(list).getAllByRole("listitem");
    expect(within(items[0]!).getByRole("heading", { name: "Garage A" }).textContent).toBe("1Garage A"); // numbered like the map
    expect(within(items[1]!).getByRole("heading", { name: "Fast Hub" })).toBeTruthy();
    expect(within(items[0]!).getByText("0.2 mi")).toBeTruthy();
    expect(within(items[0]!).getByText("2 Level 2 ports")).toBeTruthy();
    expect(within(items[0]!).getByText("24 hours daily")).toBeTruthy();
    expect(within(items[1]!).getByText("4 DC fast ports")).toBeTruthy();
    expect(within(items[1]!).getByText("CHAdeMO, CCS")).toBeTruthy();
    expect(within(items[1]!).getByRole("link", { name: /Electrify America/ }).getAttribute("href")).toBe("https://www.electrifyamerica.com");
    expect(within(items[0]!).getByRole("link", { name: /Directions to Garage A/ }).getAttribute("href")).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=40.76001%2C-73.99",
    );
    expect(within(items[0]!).getByRole("link", { name: /Open in my map app/ }).getAttribute("href")).toBe("geo:40.76001,-73.99");
    expect(screen.getByText("2 public stations within 10 miles of New York, NY 10036.")).toBeTruthy();
    expect(screen.getByText(/New York as of 2025-04-21/)).toBeTruthy();
  });

  it("a free station in a paid lot never reads Free", async () => {
    render(<NearbyStations zip="10036" />);
    const list = await screen.findByRole("list", { name: "Nearest public charging stations" }, { timeout: 3000 });
    const garage = within(list).getAllByRole("listitem")[0]!;
    expect(within(garage).getByText("Paid parking; no separate charging fee listed")).toBeTruthy();
    expect(garage.textContent).not.toMatch(/free/i);
  });

  it("says under the list what charging typically costs near you, and from how many stations", async () => {
    render(<NearbyStations zip="10036" />);
    const line = await screen.findByTestId("local-prices", undefined, { timeout: 3000 });
    expect(line.textContent).toBe(
      "Typical prices near you, from 44 stations: Level 2 $0.40/kWh, fast $0.54/kWh; 342 stations near you list charging as free (AFDC, as of 2025-04-21).",
    );
    // The ZIP's state goes with the request, for the state fallback.
    expect(vi.mocked(fetch).mock.calls.map(([url]) => String(url))).toContain("/api/stations?lat=40.7602&lon=-73.9903&radius_mi=10&limit=20&state=NY");
  });

  it("says when too few stations near you list a price and the state's figures stand in", async () => {
    stubStationsFetch((query) => answer(query.get("connector"), STATE_PRICES));
    render(<NearbyStations zip="10036" />);
    expect((await screen.findByTestId("local-prices", undefined, { timeout: 3000 })).textContent).toBe(
      "Too few stations near you list a price; across New York, from 171 stations: Level 2 $0.36/kWh, fast $0.52/kWh (AFDC, as of 2025-04-21).",
    );
  });

  it("an answer without prices (cached before they existed) shows the list without the line", async () => {
    stubStationsFetch((query) => answer(query.get("connector"), null));
    render(<NearbyStations zip="10036" />);
    await screen.findByRole("list", { name: "Nearest public charging stations" }, { timeout: 3000 });
    expect(screen.queryByTestId("local-prices")).toBeNull();
  });

  it("the plug filter asks the API for that connector only", async () => {
    render(<NearbyStations zip="10036" />);
    await screen.findByRole("list", { name: "Nearest public charging stations" }, { timeout: 3000 });
    await userEvent.click(screen.getByRole("button", { name: "CCS" }));
    expect(await screen.findByText("1 public station within 10 miles of New York, NY 10036.")).toBeTruthy();
    expect(vi.mocked(fetch).mock.calls.map(([url]) => String(url))).toContain(
      "/api/stations?lat=40.7602&lon=-73.9903&radius_mi=10&connector=ccs&limit=20&state=NY",
    );
    expect(screen.getByRole("button", { name: "CCS" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("asks for a ZIP when there is none", () => {
    render(<NearbyStations zip="" />);
    expect(screen.getByText("Enter your ZIP code above to see the nearest public stations.")).toBeTruthy();
  });

  it("says a ZIP we do not know was not found", async () => {
    render(<NearbyStations zip="10099" />);
    expect((await screen.findByText(/We couldn't find ZIP/, undefined, { timeout: 3000 })).textContent).toBe(
      "We couldn't find ZIP 10099. Check the number and try again.",
    );
  });

  it("says when the ZIP lookup itself failed", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response("", { status: 500 })));
    render(<NearbyStations zip="10036" />);
    expect((await screen.findByText(/We couldn't look up ZIP/, undefined, { timeout: 3000 })).textContent).toBe(
      "We couldn't look up ZIP 10036 just now. Please try again.",
    );
  });

  it("says when the stations could not load", async () => {
    const answerShard = vi.mocked(fetch);
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => (String(url).startsWith("/api/stations?") ? new Response("", { status: 500 }) : answerShard(url))),
    );
    render(<NearbyStations zip="10036" />);
    expect((await screen.findByText(/We couldn't load stations/, undefined, { timeout: 3000 })).textContent).toBe(
      "We couldn't load stations just now. Please try again.",
    );
  });

  it("says plainly when there is no public station in the circle, and with the plug filter", async () => {
    const empty = (connector: string | null): StationsResponse => ({
      ...answer(connector),
      totals: { stations: 0, fastStations: 0, fastPorts: 0, level2Ports: 0, level1Ports: 0, nearestFastMiles: null },
      stations: [],
    });
    stubStationsFetch((query) => empty(query.get("connector")));
    render(<NearbyStations zip="10036" />);
    expect(await screen.findByText("No public stations within 10 miles of New York, NY 10036.", undefined, { timeout: 3000 })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "CCS" }));
    expect(await screen.findByText("No public stations with that plug within 10 miles of New York, NY 10036.", undefined, { timeout: 3000 })).toBeTruthy();
  });
});
