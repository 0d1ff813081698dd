// The driving-area map's words in Spanish (issue 29).
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ZipInfo } from "../../../../domain/zip/types";
import { setLocaleSource } from "../../../../domain/i18n/runtime";
import { DrivingAreaMap } from "./DrivingAreaMap";

vi.mock("./MapCanvas", () => ({ default: () => <div data-testid="driving-map" /> }));
vi.mock("./useMapOverlay", () => ({ useMapOverlay: () => null }));

const SF: ZipInfo = { zip: "94110", lat: 37.7509, lng: -122.4153, placeName: "San Francisco, CA 94110", state: "CA", utilities: ["PG&E"], county: null, areaGeographyIds: [], electric: [] };

afterEach(() => setLocaleSource(() => "en"));

describe("DrivingAreaMap in Spanish", () => {
  it("asks for the ZIP and names the area in Spanish", () => {
    setLocaleSource(() => "es");
    render(<DrivingAreaMap zipComplete={false} dailyMiles={0} lookup={{ status: "idle" }} />);
    expect(screen.getByText("Escriba su código postal (ZIP) para ver su zona de manejo")).toBeTruthy();
    expect(screen.getByRole("region", { name: "Su zona de manejo" })).toBeTruthy();
  });

  it("lookup states and the caption in Spanish", async () => {
    setLocaleSource(() => "es");
    const { rerender } = render(<DrivingAreaMap zipComplete dailyMiles={0} lookup={{ status: "not-found" }} />);
    expect(screen.getByText("No se encontró la ubicación")).toBeTruthy();
    expect(await screen.findByTestId("driving-map")).toBeTruthy();
    expect(screen.getByText(/^Mapa: límites de estados y condados/)).toBeTruthy();
    // 40 miles a day: the circle's radius is half, 20 miles.
    rerender(<DrivingAreaMap zipComplete dailyMiles={40} lookup={{ status: "found", info: SF }} />);
    expect(screen.getByText(/^San Francisco, CA 94110 · el círculo muestra/).textContent).toBe(
      "San Francisco, CA 94110 · el círculo muestra 20 millas alrededor de su ZIP, la mitad de su viaje diario de ida y vuelta",
    );
    // 2 miles a day: a 1-mile radius, singular.
    rerender(<DrivingAreaMap zipComplete dailyMiles={2} lookup={{ status: "found", info: SF }} />);
    expect(screen.getByText(/el círculo muestra/).textContent).toContain("muestra 1 milla alrededor");
  });
});
