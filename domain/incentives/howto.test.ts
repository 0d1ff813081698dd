import { describe, expect, it } from "vitest";
import { resolvePage } from "../page-resolution";
import { PAGE_CONTENT } from "../page-content";
import { INCENTIVES_HOWTO_STEPS } from "./howto";

describe("incentives HowTo structured data", () => {
  it("is registered for /charging-plan/incentives with its real steps", () => {
    const meta = resolvePage("/charging-plan/incentives", "https://plugplan.test", PAGE_CONTENT).meta;
    const data = meta.structuredData?.[0] as { "@type": string; step: { name: string; position: number }[] };
    expect(data["@type"]).toBe("HowTo");
    expect(data.step.map((step) => step.name)).toEqual(INCENTIVES_HOWTO_STEPS.map((step) => step.name));
    expect(data.step).toHaveLength(5);
  });
});
