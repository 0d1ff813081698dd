// /api/user/progress against real D1: defaults, monotonic flags under concurrency, input merging,
// the guest merge, and the refusals.
import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import worker from "../index";
import { describe, expect, it } from "vitest";
import { TASK_KEYS, type ProgressResponse } from "../../domain/contracts/progress.schema";
import { BASE, signIn } from "../services/sessions-test-helpers";
import { tooManyProgressWritesMessage } from "./progress";

function post(path: string, cookie: string | undefined, body: unknown, headers: Record<string, string> = {}) {
  return SELF.fetch(`${BASE}/api/user${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}), ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function getProgress(cookie: string): Promise<ProgressResponse> {
  const response = await SELF.fetch(`${BASE}/api/user/progress`, { headers: { cookie } });
  expect(response.status).toBe(200);
  return response.json<ProgressResponse>();
}

const allFalse = Object.fromEntries(TASK_KEYS.map((k) => [k, false]));

describe("/api/user/progress", () => {
  it("401 for every route when signed out", async () => {
    const get = await SELF.fetch(`${BASE}/api/user/progress`);
    expect(get.status).toBe(401);
    expect(await get.json()).toMatchObject({ message: "You are not signed in" });
    expect((await post("/progress", undefined, { chargingBasics: true })).status).toBe(401);
    expect((await post("/progress/merge-guest", undefined, { chargingBasics: true })).status).toBe(401);
    expect((await post("/progress", `plugplan_session=${"Q".repeat(43)}`, { chargingBasics: true })).status).toBe(401);
  });

  it("a new account starts with every flag false and the server defaults (empty text, 0 numbers)", async () => {
    const { cookie } = await signIn();
    const response = await SELF.fetch(`${BASE}/api/user/progress`, { headers: { cookie } });
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({
      ...allFalse,
      userInputs: {
        zipCode: "",
        annualMiles: 0,
        dailyMiles: 0,
        hoursParkedAtHome: 0,
        evType: "",
        evRange: 0,
        homeCharging: "",
        homeSetup: "",
        dealerSlug: "",
      },
      calculations: {},
    });
  });

  it("sets flags, never unsets them, merges partial inputs and replaces calculations", async () => {
    const { cookie } = await signIn();
    const first = await post("/progress", cookie, {
      chargingBasics: true,
      userInputs: { zipCode: "94110", dailyMiles: 30, evType: "BEV", evRange: 250 },
      calculations: { daysBetweenCharging: 7, homeChargingFrequency: "Every night" },
    });
    expect(first.status).toBe(200);
    const afterFirst = await first.json<ProgressResponse>();
    expect(afterFirst.chargingBasics).toBe(true);
    expect(afterFirst.userInputs).toMatchObject({ zipCode: "94110", dailyMiles: 30, evType: "BEV", evRange: 250 });

    const second = await post("/progress", cookie, {
      chargingBasics: false,
      homeCharger: true,
      userInputs: { dailyMiles: 42, homeCharging: "yes" },
      calculations: { dailyChargePercent: 12 },
    });
    const afterSecond = await second.json<ProgressResponse>();
    expect(afterSecond).toEqual(await getProgress(cookie));
    expect(afterSecond.chargingBasics).toBe(true); // a false never unsets a true
    expect(afterSecond.homeCharger).toBe(true);
    expect(afterSecond.publicCharging).toBe(false);
    expect(afterSecond.userInputs).toEqual({
      zipCode: "94110",
      annualMiles: 0,
      dailyMiles: 42,
      hoursParkedAtHome: 0,
      evType: "BEV",
      evRange: 250,
      homeCharging: "yes",
      homeSetup: "",
      dealerSlug: "",
    });
    expect(afterSecond.calculations).toEqual({ dailyChargePercent: 12 });

    // Clearing a field stores "not set" (the server default comes back).
    const cleared = await (await post("/progress", cookie, { userInputs: { zipCode: "" } })).json<ProgressResponse>();
    expect(cleared.userInputs.zipCode).toBe("");
    expect(cleared.userInputs.dailyMiles).toBe(42);
    expect(cleared.calculations).toEqual({ dailyChargePercent: 12 }); // untouched when not sent
  });

  it("keeps the money assumptions a person sets, forgets one set back to 0 and refuses ones out of bounds", async () => {
    const { cookie } = await signIn();
    const saved = await (await post("/progress", cookie, { userInputs: { mpg: 40, publicUsdPerKwh: 0.3 } })).json<ProgressResponse>();
    expect(saved.userInputs).toMatchObject({ mpg: 40, publicUsdPerKwh: 0.3 });
    expect(saved.userInputs).not.toHaveProperty("milesPerKwh");
    const reset = await (await post("/progress", cookie, { userInputs: { mpg: 0 } })).json<ProgressResponse>();
    expect(reset.userInputs).not.toHaveProperty("mpg");
    expect(reset.userInputs).toMatchObject({ publicUsdPerKwh: 0.3 });
    const refused = await post("/progress", cookie, { userInputs: { milesPerKwh: 0.01 } });
    expect(refused.status).toBe(400);
    expect((await getProgress(cookie)).userInputs).not.toHaveProperty("milesPerKwh");
  });

  it("50 concurrent POSTs of different flags (with falses mixed in) all end true", async () => {
    const { cookie } = await signIn();
    const requests = Array.from({ length: 50 }, (_, i) => {
      const key = TASK_KEYS[i % TASK_KEYS.length]!;
      const other = TASK_KEYS[(i + 3) % TASK_KEYS.length]!;
      // Each request sets one flag and claims another is false: the false must never win.
      return post("/progress", cookie, { [key]: true, [other]: false, userInputs: { annualMiles: 1000 + i } });
    });
    const responses = await Promise.all(requests);
    expect(responses.map((r) => r.status)).toEqual(Array(50).fill(200));
    const final = await getProgress(cookie);
    for (const key of TASK_KEYS) expect(final[key], key).toBe(true);
    expect(final.userInputs.annualMiles).toBeGreaterThanOrEqual(1000);
  });

  it("one user's writes never touch another's record", async () => {
    const a = await signIn();
    const b = await signIn();
    await post("/progress", a.cookie, { incentives: true, userInputs: { zipCode: "90012" } });
    const other = await getProgress(b.cookie);
    expect(other.incentives).toBe(false);
    expect(other.userInputs.zipCode).toBe("");
  });

  it.each([
    [{ chargingBasics: "yes" }, /^chargingBasics: /],
    [{ notATask: true }, /Unrecognized key/],
    [{ userInputs: { evType: "Diesel" } }, /^userInputs\.evType: /],
    [{ userInputs: { dailyMiles: -5 } }, /^userInputs\.dailyMiles: /],
    [{ userInputs: { zipCode: "x".repeat(11) } }, /^userInputs\.zipCode: /],
    [{ calculations: { secret: 1 } }, /Unrecognized key/],
    [[], /expected object/i],
  ])("refuses %j with 400 and a message", async (body, message) => {
    const { cookie } = await signIn();
    const response = await post("/progress", cookie, body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(message);
  });

  it("refuses malformed JSON (400), a missing JSON content type (415) and an oversized body (413)", async () => {
    const { cookie } = await signIn();
    expect((await post("/progress", cookie, "{chargingBasics:")).status).toBe(400);
    const form = await SELF.fetch(`${BASE}/api/user/progress`, {
      method: "POST",
      headers: { cookie, "content-type": "text/plain" },
      body: '{"chargingBasics":true}',
    });
    expect(form.status).toBe(415);
    const huge = await post("/progress", cookie, { userInputs: { zipCode: "1".repeat(40_000) } });
    expect(huge.status).toBe(413);
    expect((await getProgress(cookie)).chargingBasics).toBe(false);
  });

  it("refuses a cross-site write even with a valid session cookie", async () => {
    const { cookie } = await signIn();
    const response = await post("/progress", cookie, { chargingBasics: true }, { origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect((await getProgress(cookie)).chargingBasics).toBe(false);
  });
});

describe("the dealer a plan started at", () => {
  it("is kept with the account's inputs, validated as a registry slug", async () => {
    const { cookie } = await signIn();
    const saved = await (await post("/progress", cookie, { userInputs: { dealerSlug: "galpinhonda" } })).json<ProgressResponse>();
    expect(saved.userInputs.dealerSlug).toBe("galpinhonda");
    expect((await getProgress(cookie)).userInputs.dealerSlug).toBe("galpinhonda");
    const bad = await post("/progress", cookie, { userInputs: { dealerSlug: "Not A Slug" } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: "userInputs.dealerSlug: must be a dealer slug" });
  });
});

describe("POST /api/user/progress/merge-guest", () => {
  it("ORs the guest's flags into the account and fills only the inputs the account lacks", async () => {
    const { cookie } = await signIn();
    await post("/progress", cookie, {
      chargingBasics: true,
      drivingTips: true,
      userInputs: { zipCode: "92101", evType: "PHEV", evRange: 35 },
    });
    const merged = await post("/progress/merge-guest", cookie, {
      chargingBasics: false,
      homeCharger: true,
      publicCharging: true,
      userInputs: {
        zipCode: "94110", // account has one: account wins
        evType: "BEV", // account has one: account wins
        dailyMiles: 24, // account lacks: guest fills
        hoursParkedAtHome: 10, // account lacks: guest fills
        annualMiles: 0, // guest never entered it: ignored
        homeCharging: "", // guest never answered: ignored
      },
    });
    expect(merged.status).toBe(200);
    const result = await merged.json<ProgressResponse>();
    expect(result).toEqual(await getProgress(cookie));
    expect(TASK_KEYS.filter((k) => result[k]).sort()).toEqual(
      ["chargingBasics", "drivingTips", "homeCharger", "publicCharging"].sort(),
    );
    expect(result.userInputs).toEqual({
      zipCode: "92101",
      annualMiles: 0,
      dailyMiles: 24,
      hoursParkedAtHome: 10,
      evType: "PHEV",
      evRange: 35,
      homeCharging: "",
      homeSetup: "",
      dealerSlug: "",
    });
  });

  it("into a fresh account the guest's data is taken whole", async () => {
    const { cookie } = await signIn();
    const result = await (
      await post("/progress/merge-guest", cookie, {
        chargingBasics: true,
        incentives: true,
        userInputs: { zipCode: "90012", annualMiles: 12000, dailyMiles: 40, homeSetup: "level2", homeCharging: "yes" },
      })
    ).json<ProgressResponse>();
    expect(result.chargingBasics && result.incentives).toBe(true);
    expect(result.userInputs).toMatchObject({ zipCode: "90012", annualMiles: 12000, dailyMiles: 40, homeSetup: "level2", homeCharging: "yes" });
  });

  it("a finished guest plan gets its plan figures, computed from the merged answers (issue 25: they stayed {})", async () => {
    const { cookie } = await signIn();
    const answers = { zipCode: "94110", dailyMiles: 30, annualMiles: 7500, hoursParkedAtHome: 8, evType: "BEV", evRange: 250, homeCharging: "yes", homeSetup: "level1" };
    const result = await (await post("/progress/merge-guest", cookie, { chargingBasics: true, userInputs: answers })).json<ProgressResponse>();
    expect(result.userInputs).toMatchObject({ hoursParkedAtHome: 8, evRange: 250 });
    // 30 of 250 miles a day is 12% of the battery; Level 1 (3.5 mi/h) over 8 hours recovers 28 miles.
    expect(result.calculations).toMatchObject({ dailyChargePercent: 12, overnightRecovery: 28 });
    expect(await getProgress(cookie)).toEqual(result);
  });

  it("an unfinished guest plan gets no figures, and an account's own figures are never replaced", async () => {
    const { cookie } = await signIn();
    const unfinished = await (await post("/progress/merge-guest", cookie, { userInputs: { zipCode: "94110" } })).json<ProgressResponse>();
    expect(unfinished.calculations).toEqual({});
    const own = { daysBetweenCharging: 3, dailyChargePercent: 10 };
    await post("/progress", cookie, { chargingBasics: true, userInputs: { dailyMiles: 25 }, calculations: own });
    const merged = await (await post("/progress/merge-guest", cookie, { chargingBasics: true, userInputs: { evRange: 300 } })).json<ProgressResponse>();
    expect(merged.calculations).toEqual(own);
  });

  it("refuses calculations and unknown keys (a guest has no server calculations)", async () => {
    const { cookie } = await signIn();
    expect((await post("/progress/merge-guest", cookie, { calculations: {} })).status).toBe(400);
  });
});

describe("POST /api/user/progress writes one statement", () => {
  it("updates the row sign-in made in one UPDATE, and still works for an account without a row", async () => {
    const { cookie, email } = await signIn();
    const first = await post("/progress", cookie, { drivingTips: true, userInputs: { zipCode: "94110" } });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ drivingTips: true, userInputs: { zipCode: "94110" } });

    // An account from before sign-in created the row: the write creates it.
    await env.DB.prepare("DELETE FROM progress WHERE user_id = (SELECT id FROM users WHERE email = ?)").bind(email).run();
    const again = await post("/progress", cookie, { incentives: true });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ incentives: true, drivingTips: false });
    expect((await getProgress(cookie)).incentives).toBe(true);
  });
});

// Issue 28: a script cannot turn one session (or one network) into a stream of D1 UPDATEs.
describe("progress floods meet 429", () => {
  it("120 writes at once from one session: 60 are saved (PROGRESS_SESSION_LIMITER, 60 per 10 s), the rest get 429 with Retry-After and a message", async () => {
    const { cookie } = await signIn();
    const answers = await Promise.all(
      Array.from({ length: 120 }, (_, i) => post("/progress", cookie, { userInputs: { dailyMiles: (i % 90) + 1 } }, { "cf-connecting-ip": "198.51.100.77" })),
    );
    const saved = answers.filter((response) => response.status === 200).length;
    const refused = answers.filter((response) => response.status === 429);
    // The binding counts in fixed 10 s windows: 60, or up to 120 only if the burst straddled a
    // window's end (it takes well under 10 s, so at most one end): never all 120 as before.
    expect(saved).toBeGreaterThanOrEqual(60);
    expect(saved + refused.length).toBe(120);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    expect(refused[0]!.headers.get("retry-after")).toBe("10");
    expect(await refused[0]!.json()).toMatchObject({ message: tooManyProgressWritesMessage() });
    // Another session is untouched.
    const other = await signIn();
    expect((await post("/progress", other.cookie, { chargingBasics: true }, { "cf-connecting-ip": "198.51.100.78" })).status).toBe(200);
  }, 60_000);

  it("writes are counted per client network too (PROGRESS_NETWORK_LIMITER, the /64), and its refusal is a 429", async () => {
    const { cookie } = await signIn();
    const keys: string[] = [];
    // The binding played by a counter that allows 3, so the test sees the key and the refusal.
    const limiter = { limit: async ({ key }: { key: string }) => ((keys.push(key), { success: keys.length <= 3 })) };
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const ctx = createExecutionContext();
      const response = await worker.fetch(
        new Request(`${BASE}/api/user/progress`, {
          method: "POST",
          headers: { "content-type": "application/json", cookie, "cf-connecting-ip": `2001:db8:77:1::${i + 1}` },
          body: JSON.stringify({ chargingBasics: true }),
        }),
        { ...env, PROGRESS_NETWORK_LIMITER: limiter } as never,
        ctx,
      );
      await waitOnExecutionContext(ctx);
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    // Five addresses of one /64: one key.
    expect(new Set(keys)).toEqual(new Set(["v6:2001:db8:77:1"]));
  });
});
