// A stand-in for maplibre-gl in component tests (happy-dom has no WebGL): records the options,
// styles, sources, layers and camera moves a map receives, and lets a test fire its events.
// Use: vi.mock("maplibre-gl", () => import(<this file>).then((fake) => fake.maplibreModule)).
import { vi } from "vitest";

type Handler = (event?: unknown) => void;

export class FakeSource {
  data: unknown;
  setData(data: unknown) {
    this.data = data;
  }
}
export class FakeMap {
  static last: FakeMap | null = null;
  options: Record<string, unknown>;
  handlers: Record<string, Handler[]> = {};
  sources: Record<string, FakeSource> = {};
  setStyleCalls: unknown[] = [];
  fitBoundsCalls: unknown[][] = [];
  flyToCalls: unknown[] = [];
  touchZoomRotate = { disableRotation: vi.fn() };
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
  getSource(id: string) {
    return this.sources[id];
  }
  addSource(id: string) {
    this.sources[id] = new FakeSource();
  }
  layers: string[] = [];
  addLayer(layer: { id: string }) {
    this.layers.push(layer.id);
  }
  getLayer(id: string) {
    return this.layers.includes(id) ? { id } : undefined;
  }
  setStyle(style: unknown) {
    this.sources = {};
    this.layers = [];
    this.setStyleCalls.push(style);
  }
  fitBounds(...args: unknown[]) {
    this.fitBoundsCalls.push(args);
  }
  flyTo(options: unknown) {
    this.flyToCalls.push(options);
  }
  jumpTo() {}
  remove() {}
}
export class FakeMarker {
  lngLat: unknown;
  element = document.createElement("span");
  constructor(options?: { element?: HTMLElement }) {
    if (options?.element) this.element = options.element;
  }
  getElement() {
    return this.element;
  }
  setLngLat(lngLat: unknown) {
    this.lngLat = lngLat;
    return this;
  }
  addTo() {
    return this;
  }
  remove() {}
}

/** What the map modules read from the page's config: set styleUrl to configure MAP_STYLE_URL. */
export const config = { styleUrl: "" };

export const maplibreModule = { Map: FakeMap, Marker: FakeMarker, NavigationControl: class {}, setWorkerUrl: vi.fn() };
