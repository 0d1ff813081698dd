// NearbyStationsMap on the shared base map (web/components/map/base-map.ts) against a stand-in for
// maplibre-gl (happy-dom has no WebGL): MAP_STYLE_URL first, our embedded style as the fallback.
import { act, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";

type Handler = (event?: unknown) => void;

const fake = vi.hoisted(() => {
  class FakeMap {
    static last: FakeMap | null = null;
    options: Record<string, unknown>;
    handlers: Record<string, Handler[]> = {};
    setStyleCalls: unknown[] = [];
    touchZoomRotate = { disableRotation: () => {} };
    constructor(options: Record<string, unknown>) {
      this.options = options;
      FakeMap.last = this;
    }
    on(event: string, handler: Handler) {
      (this.handlers[event] ??= []).push(handler);
      return this;
    }
    once(event: string, handler: Handler) {
      return this.on(event, handler);
    }
    emit(event: string, payload?: unknown) {
      for (const handler of this.handlers[event] ?? []) handler(payload);
    }
    addControl() {
      return this;
    }
    setStyle(style: unknown) {
      this.setStyleCalls.push(style);
    }
    fitBounds() {}
    jumpTo() {}
    remove() {}
  }
  class FakeMarker {
    setLngLat() {
      return this;
    }
    addTo() {
      return this;
    }
    remove() {}
  }
  return { FakeMap, FakeMarker, styleUrl: "" };
});

vi.mock("maplibre-gl", () => ({ Map: fake.FakeMap, Marker: fake.FakeMarker, NavigationControl: class {}, setWorkerUrl: vi.fn() }));
vi.mock("maplibre-gl/dist/maplibre-gl-worker.mjs?url", () => ({ default: "/worker.mjs" }));
vi.mock("../../../lib/config", () => ({ mapStyleUrl: () => fake.styleUrl }));

const { default: NearbyStationsMap } = await import("./NearbyStationsMap");

const CENTRE = { lat: 40.7602, lon: -73.9903 };

beforeEach(() => {
  fake.FakeMap.last = null;
  fake.styleUrl = "";
});

describe("NearbyStationsMap's base map", () => {
  it("uses MAP_STYLE_URL when it is configured (it overrides everything, README)", () => {
    fake.styleUrl = "https://tiles.example.test/style.json";
    render(<NearbyStationsMap centre={CENTRE} stations={[]} />);
    expect(fake.FakeMap.last!.options.style).toBe("https://tiles.example.test/style.json");
    expect(screen.getByTestId("nearby-stations-map").dataset.mapStyle).toBe("external");
  });

  it("falls back to our embedded style when the configured one fails to load", () => {
    fake.styleUrl = "https://tiles.example.test/style.json";
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
