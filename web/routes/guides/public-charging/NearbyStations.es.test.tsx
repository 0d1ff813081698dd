// The nearest-stations list in Spanish (issue 29): labels, summary, ports and actions in Spanish,
// with the same distances and counts as the English list (fixture: two stations near ZIP 10036).
import { render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setLocaleSource } from "../../../../domain/i18n/runtime";
import type { StationsResponse } from "../../../../domain/stations/types";
import { stubStationsFetch } from "../../../lib/stations/stations-test-fetch";
import { NearbyStations } from "./NearbyStations";

const base = {
  network: { name: "ChargePoint Network", url: "https://www.chargepoint.com" },
  lon: -73.99,
  access: "24 hours daily",
  address: { street: "1 Test St", city: "New York", state: "NY", zip: "10036" },
  pricing: "",
};

function answer(): StationsResponse {
  const stations = [
    { ...base, id: 1, name: "Garage A", lat: 40.76001, distanceMiles: 0.2, ports: { level1: 0, level2: 1, dcFast: 0 }, connectors: ["J1772"] },
    { ...base, id: 2, name: "Fast Hub", lat: 40.76002, distanceMiles: 0.6, ports: { level1: 0, level2: 2, dcFast: 4 }, connectors: ["CHADEMO", "J1772COMBO"] },
  ] as StationsResponse["stations"];
  return {
    query: { lat: 40.7602, lon: -73.9903, radiusMi: 10, connector: null, limit: 1 },
    coverage: { status: "full", states: [{ state: "NY", asOf: "2025-04-21", stations: 4736 }], message: null },
    source: { name: "U.S. Department of Energy, Alternative Fuels Data Center (afdc.energy.gov)", url: "https://afdc.energy.gov/stations", refreshedAt: null },
    // 1,234 stations in the circle, only the nearest listed: the count is formatted, the list truncated.
    totals: { stations: 1234, fastStations: 1, fastPorts: 4, level2Ports: 3, level1Ports: 0, nearestFastMiles: 0.6 },
    stations,
    truncated: true,
  };
}

beforeEach(() => stubStationsFetch(() => answer()));
afterEach(() => {
  setLocaleSource(() => "en");
  vi.unstubAllGlobals();
});

describe("NearbyStations in Spanish", () => {
  it("labels, summary, ports and actions in Spanish; distances and counts as in English", async () => {
    setLocaleSource(() => "es");
    render(<NearbyStations zip="10036" />);
    const list = await screen.findByRole("list", { name: "Estaciones de carga públicas más cercanas" }, { timeout: 3000 });
    const [garage, hub] = within(list).getAllByRole("listitem");
    expect(within(garage!).getByText("0.2 mi")).toBeTruthy();
    expect(within(garage!).getByText("1 puerto de nivel 2")).toBeTruthy();
    expect(within(hub!).getByText("4 puertos de carga rápida · 2 puertos de nivel 2")).toBeTruthy();
    expect(within(garage!).getByText("Puertos")).toBeTruthy();
    expect(within(garage!).getByText("Conectores")).toBeTruthy();
    expect(within(garage!).getByRole("link", { name: "Cómo llegar a Garage A (se abre en una pestaña nueva)" })).toBeTruthy();
    expect(within(garage!).getByRole("link", { name: /^Abrir en mi app de mapas/ })).toBeTruthy();
    expect(screen.getByText("1,234 estaciones públicas a menos de 10 millas de New York, NY 10036; aquí están las 2 más cercanas.")).toBeTruthy();
    expect(screen.getByRole("group", { name: "Tipo de conector" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Todos los conectores", pressed: true })).toBeTruthy();
    expect(screen.getByText(/^Datos de estaciones:/)).toBeTruthy();
  });

  it("English keeps its words and the same figures", async () => {
    render(<NearbyStations zip="10036" />);
    const list = await screen.findByRole("list", { name: "Nearest public charging stations" }, { timeout: 3000 });
    expect(within(within(list).getAllByRole("listitem")[1]!).getByText("4 DC fast ports · 2 Level 2 ports")).toBeTruthy();
    expect(screen.getByText("1,234 public stations within 10 miles of New York, NY 10036; the nearest 2 are listed.")).toBeTruthy();
  });
});
