import { describe, expect, it } from "vitest";
import { SHARED_PLAN_TOKENS } from "../../domain/share/first-screen";
import { fillSharedPlanTokens, sharedPlanDataScript } from "./shared-plan-first-screen";

const SCREEN = { data: "abc_-1", dailyMiles: "40", zipCode: "94110", money: "$148 a month electric vs $161 in a gas car: $13 less" };

describe("a shared plan's first screen", () => {
  it("fills every token once, escaped, and reads no replacement patterns in the figures", () => {
    const html = `<p>${SHARED_PLAN_TOKENS.money}</p><p>${SHARED_PLAN_TOKENS.dailyMiles} in ${SHARED_PLAN_TOKENS.zipCode}, ${SHARED_PLAN_TOKENS.zipCode}</p><a href="/login?next=%2Fshared-plan%3Fdata%3D${SHARED_PLAN_TOKENS.data}">`;
    expect(fillSharedPlanTokens(html, SCREEN)).toBe(
      '<p>$148 a month electric vs $161 in a gas car: $13 less</p><p>40 in 94110, 94110</p><a href="/login?next=%2Fshared-plan%3Fdata%3Dabc_-1">',
    );
    // `$&` and `` $` `` would paste the token or everything before it with a replacement string;
    // a figure naming another token is never filled in again.
    const hostile = { ...SCREEN, zipCode: `$&$\`<b>${SHARED_PLAN_TOKENS.money}` };
    expect(fillSharedPlanTokens(`<p>${SHARED_PLAN_TOKENS.zipCode}</p>`, hostile)).toBe(`<p>$&amp;$\`&lt;b&gt;${SHARED_PLAN_TOKENS.money}</p>`);
  });

  it("hands the figures over as data nothing in the link can close", () => {
    const script = sharedPlanDataScript({ ...SCREEN, zipCode: "</script><script>alert(1)</script>" });
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(/>([^<]*)<\/script>$/.exec(script)![1]!).zipCode).toBe("</script><script>alert(1)</script>");
  });
});
