import { describe, expect, it } from "vitest";
import {
  approximateCentreForZip,
  buildStationMapEmbed,
  CITY_CENTRES,
  stationMapHeight,
  STATION_MAP_WIDGET,
} from "./station-map";

describe("prefix approximation (spec §7)", () => {
  it.each([
    ["90000", "Los Angeles"],
    ["94110", "Los Angeles"],
    ["96199", "Los Angeles"],
    ["96200", "Denver"],
    ["09999", "Denver"],
    ["10000", "New York"],
    ["14999", "New York"],
    ["15000", "Denver"],
    ["60000", "Chicago"],
    ["60699", "Chicago"],
    ["60700", "Denver"],
    ["75000", "Dallas"],
    ["75999", "Dallas"],
    ["76000", "Denver"],
    ["29999", "Denver"],
    ["30000", "Atlanta"],
    ["39999", "Atlanta"],
    ["97999", "Denver"],
    ["98000", "Seattle"],
    ["99499", "Seattle"],
    ["99500", "Denver"],
    ["80202", "Denver"],
    ["94110-1234", "Los Angeles"],
  ])("%s → %s", (zip, city) => {
    expect(approximateCentreForZip(zip).centre.city).toBe(city);
  });

  it("falls back to Denver, unmatched, when the first five characters are not digits", () => {
    expect(approximateCentreForZip("ABCDE")).toEqual({ centre: CITY_CENTRES.denver, matched: false });
    expect(approximateCentreForZip("9411 0")).toEqual({ centre: CITY_CENTRES.denver, matched: false });
  });

  it("uses real city-centre coordinates", () => {
    // Sanity bounds: each centre lies within a few km of the city's downtown.
    expect(CITY_CENTRES.losAngeles.lat).toBeCloseTo(34.05, 1);
    expect(CITY_CENTRES.losAngeles.lng).toBeCloseTo(-118.24, 1);
    expect(CITY_CENTRES.newYork.lat).toBeCloseTo(40.71, 1);
    expect(CITY_CENTRES.chicago.lng).toBeCloseTo(-87.63, 1);
    expect(CITY_CENTRES.dallas.lat).toBeCloseTo(32.78, 1);
    expect(CITY_CENTRES.atlanta.lng).toBeCloseTo(-84.39, 1);
    expect(CITY_CENTRES.seattle.lat).toBeCloseTo(47.61, 1);
    expect(CITY_CENTRES.denver.lng).toBeCloseTo(-104.99, 1);
  });
});

describe("station map embed URL", () => {
  it("centres on the ZIP centroid when we have one, at zoom 12", () => {
    const embed = buildStationMapEmbed("94110", { lat: 37.748742, lng: -122.415556 });
    expect(embed.basis).toBe("zip-centroid");
    expect(embed.url).toBe(`${STATION_MAP_WIDGET}?plugs=2,3,6,13,42&latitude=37.7487&longitude=-122.4156&zoom=12`);
    expect(embed.approximateCity).toBeUndefined();
  });

  it("uses the prefix approximation without a centroid, and Denver when nothing matches", () => {
    const la = buildStationMapEmbed("94110");
    expect(la.basis).toBe("metro-approximation");
    expect(la.url).toContain("latitude=34.0537&longitude=-118.2427&zoom=12");
    expect(la.approximateCity).toBe("Los Angeles");

    const denver = buildStationMapEmbed("80202");
    expect(denver.basis).toBe("default-city");
    expect(denver.url).toContain("latitude=39.7392&longitude=-104.9903");
  });

  it("ignores an impossible centroid and approximates instead", () => {
    expect(buildStationMapEmbed("10001", { lat: Number.NaN, lng: 0 }).basis).toBe("metro-approximation");
    expect(buildStationMapEmbed("10001", { lat: 95, lng: 0 }).approximateCity).toBe("New York");
  });

  it("gives a default map with no position when the ZIP is shorter than 5 characters", () => {
    for (const zip of ["", "9411", "  941 "]) {
      const embed = buildStationMapEmbed(zip, { lat: 37.7, lng: -122.4 });
      expect(embed).toEqual({ url: `${STATION_MAP_WIDGET}?plugs=2,3,6,13,42`, basis: "none" });
      expect(embed.url).not.toContain("latitude");
    }
  });
});

describe("station map height (spec §9)", () => {
  it("is the viewport minus 500 px, never below 600 px", () => {
    expect(stationMapHeight(800)).toBe(600);
    expect(stationMapHeight(1100)).toBe(600);
    expect(stationMapHeight(1101)).toBe(601);
    expect(stationMapHeight(1440)).toBe(940);
    expect(stationMapHeight(Number.NaN)).toBe(600);
  });
});
