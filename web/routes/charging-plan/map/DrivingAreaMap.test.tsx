import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { ZipInfo } from "../../../../domain/zip/types";
import { circleMiles } from "../../../../domain/stations/plan-line";
import { DrivingAreaMap, MAP_TEXT } from "./DrivingAreaMap";

vi.mock("./MapCanvas", () => ({ default: () => <div data-testid="driving-map" /> }));
// The overlay fetches place and station data; covered by MapCanvas.test.tsx and e2e/map.spec.ts.
vi.mock("./useMapOverlay", () => ({ useMapOverlay: () => null }));

const SF: ZipInfo = { zip: "94110", lat: 37.7509, lng: -122.4153, placeName: "San Francisco, CA 94110", state: "CA", utilities: ["PG&E"], county: null, areaGeographyIds: [], electric: [] };

describe("DrivingAreaMap", () => {
  it("asks for a ZIP and does not load the map before 5 characters", () => {
    render(<DrivingAreaMap zipComplete={false} dailyMiles={0} lookup={{ status: "idle" }} />);
    expect(screen.getByText(MAP_TEXT.enterZip)).toBeTruthy();
    expect(screen.queryByTestId("driving-map")).toBeNull();
    expect(MAP_TEXT.enterZip).toBe("Enter your zip code to see your driving area");
  });

  it("shows Loading map... while the map code loads, then the map and Finding location...", async () => {
    render(<DrivingAreaMap zipComplete dailyMiles={0} lookup={{ status: "loading" }} />);
    expect(screen.getByText("Loading map...")).toBeTruthy();
    expect(await screen.findByTestId("driving-map")).toBeTruthy();
    expect(screen.getByText("Finding location...")).toBeTruthy();
  });

  it("shows Location not found as a red badge", async () => {
    render(<DrivingAreaMap zipComplete dailyMiles={0} lookup={{ status: "not-found" }} />);
    const badge = screen.getByText("Location not found");
    expect(badge.className).toContain("badge--danger");
    await screen.findByTestId("driving-map");
  });

  it("shows Unable to find location when the lookup fails", async () => {
    render(<DrivingAreaMap zipComplete dailyMiles={0} lookup={{ status: "error" }} />);
    expect(screen.getByText("Unable to find location")).toBeTruthy();
    await screen.findByTestId("driving-map");
  });

  it("names the place and the circle's radius once found", async () => {
    render(<DrivingAreaMap zipComplete dailyMiles={40} lookup={{ status: "found", info: SF }} />);
    await screen.findByTestId("driving-map");
    expect(screen.getByText(/San Francisco, CA 94110 · the circle shows 20 miles around your ZIP/)).toBeTruthy();
  });

  it("rounds the radius as the plan's station line does: 25 miles a day is a 13-mile circle, not 12.5", async () => {
    render(<DrivingAreaMap zipComplete dailyMiles={25} lookup={{ status: "found", info: SF }} />);
    await screen.findByTestId("driving-map");
    expect(screen.getByText(/the circle shows 13 miles around your ZIP/)).toBeTruthy();
    // The station line for the same circle (domain/stations/plan-line.ts) says "your 13-mile circle".
    expect(circleMiles(12.5)).toBe("13");
  });
});
