import { describe, expect, it } from "vitest";
import { structuredContentFor } from "../structured-content";
import { buildStructuredData } from "../meta";
import { HOME_CHARGER_HOWTO_STEPS } from "./howto";

describe("home charger HowTo structured data", () => {
  it.each(["/charging-plan/home-charger", "/home-ev-charger-installation-guide"])("is registered for %s", (path) => {
    expect(structuredContentFor(path).howToSteps).toBe(HOME_CHARGER_HOWTO_STEPS);
    const data = buildStructuredData("HowTo", { title: "t", description: "d", url: "u", siteUrl: "s" }, structuredContentFor(path));
    expect(data.step).toHaveLength(HOME_CHARGER_HOWTO_STEPS.length);
  });

  it("are the numbered steps of 'How to hire an installer', including the three-quotes advice", () => {
    expect(HOME_CHARGER_HOWTO_STEPS.map((step) => step.name)).toEqual([
      "Check the electrician's license",
      "Make sure the job has a permit",
      "Get three quotes",
      "Ask your utility first",
    ]);
    expect(HOME_CHARGER_HOWTO_STEPS.some((s) => s.text.includes("at least three quotes from licensed electricians"))).toBe(true);
  });
});
