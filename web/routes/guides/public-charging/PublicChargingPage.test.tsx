// The station map decides by matchMedia, so an iframe never mounts (or loads) on a phone.
import { render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { encodeJsonParam } from "../../../../domain/share/base64url";
import { clearZipCache } from "../../../lib/zip/lookup";
import PublicChargingGuide from "./PublicChargingPage";

function stubMatchMedia(matches: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const shard941 = { v: 2, n: ["San Francisco"], s: ["CA"], u: ["PG&E"], c: [], g: [], e: [], z: [["10", 0, 37.7509, -122.4153, 0, [0], -1, [], []]] };

beforeEach(() => {
  clearZipCache();
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => (String(url).endsWith("/941.json") ? Response.json(shard941) : new Response("", { status: 404 }))),
  );
});
afterEach(() => vi.unstubAllGlobals());

const shared = (zipCode: string) => `/public-ev-charging-stations-guide?data=${encodeJsonParam({ page: "public-charging", zipCode })}`;

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <PublicChargingGuide mode="standalone" />
    </MemoryRouter>,
  );
}

describe("PublicChargingGuide station map", () => {
  it("never renders the iframe on a phone, but lists stations (here: California's 'not loaded yet')", async () => {
    stubMatchMedia(false);
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        if (String(url).endsWith("/941.json")) return Response.json(shard941);
        if (String(url).startsWith("/api/stations?")) {
          return Response.json({
            query: { lat: 37.7509, lon: -122.4153, radiusMi: 10, connector: null, limit: 20 },
            coverage: {
              status: "none",
              states: [{ state: "NY", asOf: "2025-04-21", stations: 4736 }],
              message: "Station data for this area is not loaded yet. Our station data covers New York for now.",
            },
            source: { name: "U.S. Department of Energy, Alternative Fuels Data Center (afdc.energy.gov)", url: "https://afdc.energy.gov/stations", refreshedAt: null },
            totals: { stations: 0, fastStations: 0, fastPorts: 0, level2Ports: 0, level1Ports: 0, nearestFastMiles: null },
            stations: [],
            truncated: false,
            prices: {
              circle: { stations: 0, level2Stations: 0, dcFastStations: 0, level2: null, dcFast: null, free: 0, freeWithParkingFee: 0 },
              state: null,
              resolved: { scope: "none", state: "CA", level2: null, dcFast: null, stations: 0, asOf: null },
            },
          });
        }
        return new Response("", { status: 404 });
      }),
    );
    const { container } = renderAt(shared("94110"));
    expect(await screen.findByText(/Station data for this area is not loaded yet/, undefined, { timeout: 3000 })).toBeTruthy();
    expect(container.querySelector("iframe")).toBeNull();
    // No price line where station data is not loaded: the message above says it all.
    expect(screen.queryByTestId("local-prices")).toBeNull();
    expect(vi.mocked(fetch).mock.calls.map(([url]) => String(url))).toEqual([
      "/data/zip/941.json",
      "/api/stations?lat=37.7509&lon=-122.4153&radius_mi=10&limit=20&state=CA",
    ]);
  });

  it("centres on the shared ZIP's centroid on desktop", async () => {
    stubMatchMedia(true);
    const { container } = renderAt(shared("94110"));
    await waitFor(() => expect(container.querySelector("iframe")).not.toBeNull(), { timeout: 3000 });
    expect(container.querySelector("iframe")!.getAttribute("src")).toBe(
      "https://www.plugshare.com/widget2.html?plugs=2,3,6,13,42&latitude=37.7509&longitude=-122.4153&zoom=12",
    );
  });

  it("falls back to the prefix approximation for an unknown ZIP", async () => {
    stubMatchMedia(true);
    const { container } = renderAt(shared("10001"));
    await waitFor(() => expect(container.querySelector("iframe")).not.toBeNull(), { timeout: 3000 });
    expect(container.querySelector("iframe")!.getAttribute("src")).toContain("latitude=40.7128&longitude=-74.006&zoom=12");
    expect(screen.getByText(/so the map starts near New York/)).toBeTruthy();
  });
});
