// NearbyStationsMap on the shared base map (web/components/map/base-map.ts) against a stand-in for
// maplibre-gl (happy-dom has no WebGL): MAP_STYLE_URL first, our embedded style as the fallback.
import { act, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("maplibre-gl", () => import("../../../components/map/fake-maplibre").then((fake) => fake.maplibreModule));
vi.mock("maplibre-gl/dist/maplibre-gl-worker.mjs?url", () => ({ default: "/worker.mjs" }));
vi.mock("../../../lib/config", () => import("../../../components/map/fake-maplibre").then((fake) => ({ mapStyleUrl: () => fake.config.styleUrl })));

const fake = await import("../../../components/map/fake-maplibre");

const { default: NearbyStationsMap } = await import("./NearbyStationsMap");

const CENTRE = { lat: 40.7602, lon: -73.9903 };

beforeEach(() => {
  fake.FakeMap.last = null;
  fake.config.styleUrl = "";
});

describe("NearbyStationsMap's base map", () => {
  it("uses MAP_STYLE_URL when it is configured (it overrides everything, README)", () => {
    fake.config.styleUrl = "https://tiles.example.test/style.json";
    render(<NearbyStationsMap centre={CENTRE} stations={[]} />);
    expect(fake.FakeMap.last!.options.style).toBe("https://tiles.example.test/style.json");
    expect(screen.getByTestId("nearby-stations-map").dataset.mapStyle).toBe("external");
  });

  it("falls back to our embedded style when the configured one fails to load", () => {
    fake.config.styleUrl = "https://tiles.example.test/style.json";
    render(<NearbyStationsMap centre={CENTRE} stations={[]} />);
    const map = fake.FakeMap.last!;
    act(() => map.emit("error", { error: { status: 401 } }));
    expect(map.setStyleCalls).toHaveLength(1);
    expect(map.setStyleCalls[0]).toMatchObject({ name: "PlugPlan state outlines" });
    expect(screen.getByTestId("nearby-stations-map").dataset.mapStyle).toBe("embedded");
  });

  it("uses our embedded style when none is configured", () => {
    render(<NearbyStationsMap centre={CENTRE} stations={[]} />);
    expect(fake.FakeMap.last!.options.style).toMatchObject({ name: "PlugPlan state outlines" });
    expect(screen.getByTestId("nearby-stations-map").dataset.mapStyle).toBe("embedded");
  });
});
