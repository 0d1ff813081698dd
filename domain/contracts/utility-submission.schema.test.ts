import { describe, expect, it } from "vitest";
import { utilitySubmissionBody } from "./utility-submission";
import { UtilitySubmissionSchema } from "./utility-submission.schema";

describe("utilitySubmissionBody", () => {
  it("trims the name and sends the ZIP or null", () => {
    expect(utilitySubmissionBody("  Lodi Electric ", "95240")).toEqual({ utilityName: "Lodi Electric", zipCode: "95240" });
    expect(utilitySubmissionBody("Lodi Electric", "")).toEqual({ utilityName: "Lodi Electric", zipCode: null });
    expect(utilitySubmissionBody("Lodi Electric", undefined)).toEqual({ utilityName: "Lodi Electric", zipCode: null });
  });
  it("a blank name fails the schema", () => {
    expect(UtilitySubmissionSchema.safeParse(utilitySubmissionBody("   ", null)).success).toBe(false);
  });
});
