// MapCanvas against a stand-in for maplibre-gl (happy-dom has no WebGL): style fallback, marker,
// circle, fitBounds padding and flyTo. The real map is covered by e2e/charging-plan.spec.ts.
import { act, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ZipInfo } from "../../../../domain/zip/types";

vi.mock("maplibre-gl", () => import("../../../components/map/fake-maplibre").then((fake) => fake.maplibreModule));
vi.mock("maplibre-gl/dist/maplibre-gl-worker.mjs?url", () => ({ default: "/worker.mjs" }));
vi.mock("../../../lib/config", () => import("../../../components/map/fake-maplibre").then((fake) => ({ mapStyleUrl: () => fake.config.styleUrl })));

const fake = await import("../../../components/map/fake-maplibre");

const { default: MapCanvas } = await import("./MapCanvas");

const SF: ZipInfo = { zip: "94110", lat: 37.7509, lng: -122.4153, placeName: "San Francisco, CA 94110", state: "CA", utilities: ["PG&E"], county: null, areaGeographyIds: [], electric: [] };

function mapNow() {
  const map = fake.FakeMap.last;
  if (!map) throw new Error("no map");
  return map;
}

beforeEach(() => {
  fake.FakeMap.last = null;
  fake.config.styleUrl = "";
});

describe("MapCanvas", () => {
  it("starts on the continental US at zoom 4 with our embedded state-outline style", () => {
    render(<MapCanvas location={null} dailyMiles={0} />);
    const map = mapNow();
    expect(map.options.center).toEqual([-98.5795, 39.8283]);
    expect(map.options.zoom).toBe(4);
    expect(map.options.style).toMatchObject({ version: 8, sources: { states: { type: "geojson", data: `${window.location.origin}/data/map/us-states.json` } } });
    expect(screen.getByTestId("driving-map").dataset.mapStyle).toBe("embedded");
  });

  it("falls back to the embedded style when the configured style fails to load (spec: 401 fallback)", () => {
    fake.config.styleUrl = "https://tiles.example.test/style.json";
    render(<MapCanvas location={null} dailyMiles={0} />);
    const map = mapNow();
    expect(map.options.style).toBe("https://tiles.example.test/style.json");
    expect(screen.getByTestId("driving-map").dataset.mapStyle).toBe("external");
    act(() => map.emit("error", { error: { status: 401 } }));
    expect(map.setStyleCalls).toHaveLength(1);
    expect(map.setStyleCalls[0]).toMatchObject({ name: "PlugPlan state outlines" });
    expect(screen.getByTestId("driving-map").dataset.mapStyle).toBe("embedded");
    // Once a style has loaded, later errors (a missing tile) do not switch styles again.
    act(() => map.emit("style.load"));
    act(() => map.emit("error", { error: { status: 404 } }));
    expect(map.setStyleCalls).toHaveLength(1);
  });

  it("places the marker, draws a 64-step circle of half the daily miles and fits it with 30% padding", () => {
    const { rerender } = render(<MapCanvas location={null} dailyMiles={40} />);
    const map = mapNow();
    act(() => map.emit("style.load"));
    const container = screen.getByTestId("driving-map");
    Object.defineProperty(container, "clientWidth", { value: 400 });
    Object.defineProperty(container, "clientHeight", { value: 300 });
    rerender(<MapCanvas location={SF} dailyMiles={40} />);
    expect(container.dataset.markerLng).toBe("-122.4153");
    expect(container.dataset.markerLat).toBe("37.7509");
    expect(container.dataset.circleRadiusMiles).toBe("20");
    expect(container.dataset.circlePoints).toBe("65");
    const polygon = map.getSource("driving-area")?.data as { geometry: { coordinates: number[][][] } };
    const [lng, lat] = polygon.geometry.coordinates[0]![0]!;
    // 20 miles due north of the centre is 20 / 69.05 ≈ 0.2896° of latitude.
    expect(lng).toBeCloseTo(-122.4153, 4);
    expect(lat! - 37.7509).toBeCloseTo(0.2896, 3);
    expect(map.fitBoundsCalls).toHaveLength(1);
    const [bounds, options] = map.fitBoundsCalls[0] as [number[][], { padding: Record<string, number> }];
    // 30% of the map around the circle: 15% of each dimension on each side.
    expect(options.padding).toEqual({ top: 45, bottom: 45, left: 60, right: 60 });
    expect(bounds[0]![1]).toBeCloseTo(37.7509 - 0.2896, 3);
    expect(bounds[1]![1]).toBeCloseTo(37.7509 + 0.2896, 3);
  });

  it("flies to the ZIP at zoom 12 without a circle when daily miles are 0", () => {
    const { rerender } = render(<MapCanvas location={null} dailyMiles={0} />);
    const map = mapNow();
    act(() => map.emit("style.load"));
    rerender(<MapCanvas location={SF} dailyMiles={0} />);
    expect(map.flyToCalls).toEqual([{ center: [-122.4153, 37.7509], zoom: 12 }]);
    expect(map.fitBoundsCalls).toHaveLength(0);
    expect(screen.getByTestId("driving-map").dataset.circleRadiusMiles).toBeUndefined();
  });

  it("re-adds the driving area after a style switch", () => {
    fake.config.styleUrl = "https://tiles.example.test/style.json";
    const { rerender } = render(<MapCanvas location={SF} dailyMiles={10} />);
    const map = mapNow();
    act(() => map.emit("error", {}));
    act(() => map.emit("style.load"));
    rerender(<MapCanvas location={SF} dailyMiles={10} />);
    expect(map.getSource("driving-area")).toBeDefined();
    expect(screen.getByTestId("driving-map").dataset.circleRadiusMiles).toBe("5");
  });

  it("draws the overlay: county lines under the circle, station dots, the home name and the towns", () => {
    const overlay = {
      towns: [
        { name: "Daly City", state: "CA", lat: 37.69, lon: -122.47, zips: 3, miles: 5 },
        { name: "Oakland", state: "CA", lat: 37.8, lon: -122.27, zips: 20, miles: 8 },
      ],
      townsLine: "Your 20-mile circle reaches Oakland and Daly City.",
      countyLines: [[-122.5, 37.7, -122.4, 37.8]],
      stations: [
        { id: 1, lat: 37.75, lon: -122.41, ports: { level1: 0, level2: 0, dcFast: 2 } },
        { id: 2, lat: 37.76, lon: -122.42, ports: { level1: 0, level2: 4, dcFast: 0 } },
      ],
      stationTotal: 2,
      stationsNotLoaded: null,
    } as unknown as Parameters<typeof MapCanvas>[0]["overlay"];
    render(<MapCanvas location={SF} dailyMiles={40} overlay={overlay} />);
    const map = mapNow();
    act(() => map.emit("style.load"));
    const container = screen.getByTestId("driving-map");
    expect(container.dataset.placeLabels).toBe("3");
    expect(container.dataset.stationDots).toBe("2");
    expect(container.dataset.countyLines).toBe("1");
    expect((map.getSource("stations") as unknown as { data: GeoJSON.FeatureCollection }).data.features.map((feature) => feature.properties)).toEqual([
      { fast: true },
      { fast: false },
    ]);
    expect((map.getSource("county-lines") as unknown as { data: GeoJSON.Feature<GeoJSON.MultiLineString> }).data.geometry.coordinates).toEqual([
      [
        [-122.5, 37.7],
        [-122.4, 37.8],
      ],
    ]);
    expect(map.options.attributionControl).toBe(false);
  });
});
