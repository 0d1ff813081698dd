import { describe, expect, it } from "vitest";
import { findRoute } from "../routes";
import { buildPageMeta } from "../meta";
import { structuredContentFor } from "../structured-content";
import {
  formatHourWindow,
  genericOffPeak,
  hourLabel,
  PRO_TIPS,
  SCHEDULE_STEPS,
  tickPosition,
  TOU_DAY,
  TOU_TICKS,
  touSegmentWidths,
} from "./automate-charging";
import { ADDITIONAL_TIPS, BATTERY_SECTIONS, SWEET_SPOT, sweetSpotBody, sweetSpotMiles } from "./battery-health";
import { coldWeatherRange, PHEV_ELECTRIC_RANGE, RANGE_TIP_CARDS } from "./driving-tips";
import { APPS, FOUR_TIPS, NETWORKS, SUCCESS_TIPS } from "./public-charging";
import { GUIDE_IDS, GUIDES } from "./registry";

const ALL_PATHS = GUIDE_IDS.flatMap((id) => [GUIDES[id].taskPath, GUIDES[id].standalonePath]);

describe("guide registry", () => {
  it("maps each guide to its task, both routes and its share title", () => {
    expect(GUIDE_IDS.map((id) => [GUIDES[id].task, GUIDES[id].taskPath, GUIDES[id].standalonePath])).toEqual([
      ["publicCharging", "/charging-plan/public-charging", "/public-ev-charging-stations-guide"],
      ["automateCharging", "/charging-plan/automate-charging", "/automate-ev-charging-schedule"],
      ["drivingTips", "/charging-plan/driving-tips", "/ev-driving-tips-maximize-range"],
      ["batteryHealth", "/charging-plan/battery-health", "/ev-battery-health-maintenance-guide"],
    ]);
    expect(GUIDE_IDS.map((id) => GUIDES[id].shareTitle)).toEqual([
      "My EV Public Charging Guide",
      "Automate Your Charging",
      "Maximize Your EV Range",
      "Battery Health Tips",
    ]);
    expect(GUIDES["public-charging"].feedbackPage).toBe("Public Charging");
  });

  it("every path is a HowTo route with real steps in its structured data", () => {
    expect(ALL_PATHS).toHaveLength(8);
    for (const path of ALL_PATHS) {
      const route = findRoute(path);
      expect(route?.structuredData, path).toBe("HowTo");
      const steps = structuredContentFor(path).howToSteps ?? [];
      expect(steps.length, path).toBeGreaterThanOrEqual(3);
      for (const step of steps) {
        expect(step.name.trim().length).toBeGreaterThan(5);
        expect(step.text.trim().length).toBeGreaterThan(30);
      }
      const jsonLd = buildPageMeta(route!, "https://example.test", { content: structuredContentFor(path) }).structuredData;
      expect((jsonLd?.[0]?.step as unknown[]).length).toBe(steps.length);
    }
  });

  it("task and standalone pages carry the same steps", () => {
    for (const id of GUIDE_IDS) {
      expect(structuredContentFor(GUIDES[id].taskPath)).toEqual(structuredContentFor(GUIDES[id].standalonePath));
    }
  });
});

describe("public charging content", () => {
  it("states the §9 charging tips", () => {
    const text = SUCCESS_TIPS.map((tip) => `${tip.title} ${tip.body}`).join(" ");
    expect(text).toContain("80%");
    expect(text).toContain("below about 50%");
  });
  it("has apps, exactly four tips and named networks with https home pages", () => {
    expect(APPS.length).toBeGreaterThanOrEqual(3);
    expect(FOUR_TIPS).toHaveLength(4);
    expect(NETWORKS.length).toBeGreaterThanOrEqual(4);
    for (const network of NETWORKS) expect(network.url).toMatch(/^https:\/\/[a-z.]+$/);
  });
});

describe("automate charging: time-of-use bar (§9)", () => {
  it("splits the day 50 / 16.67 / 20.83 / 12.5", () => {
    expect(touSegmentWidths()).toEqual([50, 16.67, 20.83, 12.5]);
    expect(TOU_DAY.map((segment) => segment.period)).toEqual(["off-peak", "part-peak", "peak", "part-peak"]);
  });
  it("labels 12am, 6am, 12pm, 4pm, 9pm at their hours", () => {
    expect(TOU_TICKS.map(hourLabel)).toEqual(["12am", "6am", "12pm", "4pm", "9pm"]);
    expect(TOU_TICKS.map(tickPosition)).toEqual([0, 25, 50, 66.67, 87.5]);
  });
  it("has the generic off-peak line and formats tariff windows", () => {
    expect(genericOffPeak()).toBe("Off-peak typically runs 9 PM to 6 AM");
    expect(formatHourWindow(21, 6)).toBe("9 PM to 6 AM");
    expect(formatHourWindow(0, 15)).toBe("12 AM to 3 PM");
    expect(formatHourWindow(21, 24)).toBe("9 PM to 12 AM");
  });
  it("has three schedule steps and pro tips", () => {
    expect(SCHEDULE_STEPS).toHaveLength(3);
    expect(PRO_TIPS.length).toBeGreaterThanOrEqual(3);
  });
});

describe("driving tips (§9)", () => {
  it("has the four tip cards with the spec's figures", () => {
    expect(RANGE_TIP_CARDS.map((card) => card.id)).toEqual(["regen", "seat-heat", "smooth", "cold"]);
    expect(RANGE_TIP_CARDS[1]!.body).toContain("up to 75% less energy");
    expect(RANGE_TIP_CARDS[2]!.body).toContain("up to 20% better range");
    expect(RANGE_TIP_CARDS[1]!.figure).toBe("Up to 75% less energy");
    expect(RANGE_TIP_CARDS[2]!.figure).toBe("Up to 20% better range");
    expect(RANGE_TIP_CARDS[3]!.body).toContain("20–40%");
    expect(PHEV_ELECTRIC_RANGE).toEqual({ min: 20, max: 50 });
  });
  it("turns a range into its cold-weather span", () => {
    expect(coldWeatherRange(250)).toEqual({ low: 150, high: 200 });
    expect(coldWeatherRange(35)).toEqual({ low: 21, high: 28 });
    expect(coldWeatherRange(0)).toBeUndefined();
    expect(coldWeatherRange(Number.NaN)).toBeUndefined();
  });
});

describe("battery health (§9)", () => {
  it("uses the 20–80% sweet spot", () => {
    expect(SWEET_SPOT).toEqual({ min: 20, max: 80 });
    expect(sweetSpotBody()).toContain("between 20% and 80%");
    expect(sweetSpotMiles(250)).toBe(150);
    expect(sweetSpotMiles(-1)).toBeUndefined();
  });
  it("covers park smart, precondition and the four additional tips", () => {
    expect(BATTERY_SECTIONS.map((section) => section.id)).toEqual(["park", "precondition"]);
    expect(ADDITIONAL_TIPS.map((tip) => tip.id)).toEqual(["drive", "software", "monitor", "service"]);
  });
});
