// Sign-in end to end against real D1 and KV: magic links, sessions, and the attacks they must resist.
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { issueMagicLinkToken, consumeMagicLinkToken, MAGIC_LINK_TTL_MS } from "../services/magic-link";
import { listOutbox } from "../services/outbox";
import { SESSION_TTL_SECONDS } from "../services/sessions";
import {
  BASE,
  bindingCookie,
  cookiePair,
  latestToken,
  postJson,
  requestLink,
  signIn,
  uniqueEmail,
  uniqueIp,
} from "../services/sessions-test-helpers";
import { hitRateLimit } from "../services/rate-limit";
import { MAGIC_LINK_LIMITS, TOKEN_FAILURE_MESSAGES, TOO_MANY_LINKS_MESSAGE } from "./auth";

const getUser = (cookie?: string, base = BASE) =>
  SELF.fetch(`${base}/api/auth/user`, cookie ? { headers: { cookie } } : {});

async function sha256Hex(value: string) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

describe("POST /api/auth/request-magic-link", () => {
  it("trims and lower-cases the address, stores only the token's hash and sends a 15-minute link to our confirm page", async () => {
    const email = uniqueEmail("Mixed");
    const response = await requestLink(`  ${email.toUpperCase()}  `, "/charging-plan/incentives");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, expiresInMinutes: 15 });
    expect(response.headers.get("cache-control")).toBe("no-store");

    const [entry] = await listOutbox(env.SESSIONS, email);
    expect(entry?.to).toBe(email.toLowerCase());
    expect(entry?.link).toMatch(/^http:\/\/localhost:8787\/auth\/confirm\?token=[A-Za-z0-9_-]{43}$/);
    const token = await latestToken(email);

    const rows = await env.DB.prepare("SELECT token_hash, email, next, expires_at, created_at, used_at FROM magic_link_tokens WHERE email = ?")
      .bind(email.toLowerCase())
      .all<{ token_hash: string; email: string; next: string; expires_at: number; created_at: number; used_at: number | null }>();
    expect(rows.results).toHaveLength(1);
    const row = rows.results[0]!;
    expect(row.token_hash).toBe(await sha256Hex(token));
    expect(row.token_hash).not.toContain(token);
    expect(row.next).toBe("/charging-plan/incentives");
    expect(row.expires_at - row.created_at).toBe(15 * 60 * 1000);
    expect(row.used_at).toBeNull();
    // Requesting a link never creates an account.
    const user = await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email.toLowerCase()).first();
    expect(user).toBeNull();
  });

  it("answers identically for a new address and one that already has an account (no enumeration)", async () => {
    const known = uniqueEmail("known");
    await signIn(known);
    const fresh = uniqueEmail("fresh");
    const a = await requestLink(known);
    const b = await requestLink(fresh);
    expect(a.status).toBe(b.status);
    expect(await a.text()).toBe(await b.text());
    const headerNames = (r: Response) => [...r.headers.keys()].filter((k) => k !== "x-request-id").sort();
    expect(headerNames(a)).toEqual(headerNames(b));
  });

  it.each([
    [{}, "email: Enter your email address"],
    [{ email: "not-an-email" }, "email: Enter a valid email address"],
    [{ email: "   " }, "email: Enter your email address"],
    [{ email: `${"a".repeat(250)}@example.com` }, "email: That email address is too long"],
    [{ email: "a@example.com", extra: 1 }, 'Unrecognized key: "extra"'],
  ])("refuses %j with 400 and a message", async (body, message) => {
    const response = await postJson("/api/auth/request-magic-link", body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(message);
  });

  it("refuses malformed JSON with 400", async () => {
    const response = await SELF.fetch(`${BASE}/api/auth/request-magic-link`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{email:",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: "Request body must be valid JSON" });
  });

  it("refuses an oversized body with 413 before parsing it", async () => {
    const response = await postJson("/api/auth/request-magic-link", { email: "a@example.com", next: "x".repeat(40_000) });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ message: "Request body is too large" });
  });

  it(`limits one client network to ${MAGIC_LINK_LIMITS.burstPerMinute} links a minute (any address in an IPv6 /64), with Retry-After`, async () => {
    const network = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:7`;
    // The binding counts fixed minutes: if one ends mid-loop the next allows another 5, so the
    // refusal comes after 5 (or, across a minute's end, at most 10) requests, never sooner.
    const statuses: number[] = [];
    let blocked: Response | undefined;
    for (let i = 1; i <= 2 * MAGIC_LINK_LIMITS.burstPerMinute + 1 && !blocked; i += 1) {
      const response = await requestLink(uniqueEmail("burst"), undefined, { "cf-connecting-ip": `${network}:${i}::${i}` });
      statuses.push(response.status);
      if (response.status === 429) blocked = response;
    }
    expect(statuses.slice(0, MAGIC_LINK_LIMITS.burstPerMinute)).toEqual(Array(MAGIC_LINK_LIMITS.burstPerMinute).fill(200));
    expect(blocked).toBeDefined();
    expect(await blocked!.json()).toMatchObject({ message: TOO_MANY_LINKS_MESSAGE });
    expect(blocked!.headers.get("retry-after")).toBe("60");
    // The neighbouring /64 is another client.
    expect((await requestLink(uniqueEmail("burst"), undefined, { "cf-connecting-ip": `${network.slice(0, -1)}8::1` })).status).toBe(200);
  });

  it(`limits one client network to ${MAGIC_LINK_LIMITS.perNetwork.count} links an hour (a counter object), whatever the address`, async () => {
    const ip = uniqueIp();
    // The hour's earlier requests, counted straight into the counter (the minute limit would stop a live loop first).
    for (let i = 0; i < MAGIC_LINK_LIMITS.perNetwork.count; i += 1) {
      await hitRateLimit(env, `magic-link-ip:v4:${ip}`, MAGIC_LINK_LIMITS.perNetwork.count, MAGIC_LINK_LIMITS.perNetwork.windowMs);
    }
    const blocked = await requestLink(uniqueEmail("ip"), undefined, { "cf-connecting-ip": ip });
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toMatchObject({ message: TOO_MANY_LINKS_MESSAGE });
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(60);
    expect((await requestLink(uniqueEmail("ip"), undefined, { "cf-connecting-ip": uniqueIp() })).status).toBe(200);
  });

  it("refuses a cross-site request (foreign Origin or Sec-Fetch-Site)", async () => {
    const email = uniqueEmail("csrf");
    const foreign = await requestLink(email, undefined, { origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ message: "Cross-site request refused" });
    const crossSite = await requestLink(email, undefined, { "sec-fetch-site": "cross-site" });
    expect(crossSite.status).toBe(403);
    expect(await listOutbox(env.SESSIONS, email)).toHaveLength(0);
    // Our own origin (APP_ORIGIN) passes.
    expect((await requestLink(email, undefined, { origin: "http://localhost:8787" })).status).toBe(200);
  });
});

// The confirm page names the account before the tap (issue 25: an attacker's own link signed a
// person in to the attacker's account without saying so).
describe("POST /api/auth/link-account", () => {
  it("names the account a link is for, in full, without using the link or signing anyone in", async () => {
    const email = uniqueEmail("Named");
    const cookie = bindingCookie(await requestLink(email));
    const token = await latestToken(email.toLowerCase());
    const response = await postJson("/api/auth/link-account", { token }, { cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ email: email.toLowerCase(), sameBrowser: true });
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(response.headers.get("cache-control")).toBe("no-store");
    // Another browser is told so (the page offers it a new link), still without using the link.
    expect(await (await postJson("/api/auth/link-account", { token })).json()).toEqual({ email: email.toLowerCase(), sameBrowser: false });
    // Still unused: the browser that asked signs in.
    const verify = await postJson("/api/auth/verify", { token }, { cookie });
    expect(verify.status).toBe(200);
    expect(await verify.json()).toMatchObject({ user: { email: email.toLowerCase() } });
  });

  it("explains a used, expired or unknown link the way verify does, and names nobody", async () => {
    const { token: used } = await signIn();
    const expired = (await issueMagicLinkToken(env.DB, uniqueEmail("old"), undefined, Date.now() - MAGIC_LINK_TTL_MS - 1_000))!.token;
    for (const [token, reason] of [
      [used, "used"],
      [expired, "expired"],
      ["A".repeat(43), "invalid"],
    ] as const) {
      const response = await postJson("/api/auth/link-account", { token });
      expect(response.status, reason).toBe(400);
      const body = await response.json<Record<string, unknown>>();
      expect(body).toMatchObject({ reason, message: TOKEN_FAILURE_MESSAGES[reason] });
      expect(body.email).toBeUndefined();
    }
    const malformed = await postJson("/api/auth/link-account", { token: "short" });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ message: "token: This sign-in link is not valid" });
  });

  it("a replaced link is named as replaced, not as an account", async () => {
    const email = uniqueEmail("twice");
    await requestLink(email);
    const first = await latestToken(email);
    await requestLink(email);
    const response = await postJson("/api/auth/link-account", { token: first });
    expect(await response.json()).toMatchObject({ reason: "replaced" });
  });
});

// Issue 28: a link signs in only the browser that asked for it (decision 0017).
describe("a sign-in link is bound to the browser that asked", () => {
  it("sets a random HttpOnly binding cookie with the link's lifetime and stores only its hash with the token", async () => {
    const email = uniqueEmail("bound");
    const requested = await requestLink(email);
    const header = requested.headers.getSetCookie().find((line) => line.startsWith("plugplan_sign_in_browser="))!;
    expect(header).toMatch(/^plugplan_sign_in_browser=[A-Za-z0-9_-]{43}; Max-Age=900; Path=\/; HttpOnly; SameSite=Lax$/);
    const secret = bindingCookie(requested).split("=")[1]!;
    const row = await env.DB.prepare("SELECT browser_hash FROM magic_link_tokens WHERE email = ?").bind(email).first<{ browser_hash: string }>();
    expect(row?.browser_hash).toBe(await sha256Hex(secret));
  });

  it("a forwarded link signs in nobody and stays usable where it was asked for", async () => {
    const email = uniqueEmail("forwarded");
    const cookie = bindingCookie(await requestLink(email));
    const token = await latestToken(email);
    for (const elsewhere of [{}, { cookie: `plugplan_sign_in_browser=${"B".repeat(43)}` }] as Record<string, string>[]) {
      const refused = await postJson("/api/auth/verify", { token }, elsewhere);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ reason: "other-browser", message: TOKEN_FAILURE_MESSAGES["other-browser"] });
      expect(refused.headers.get("set-cookie")).toBeNull();
    }
    const home = await postJson("/api/auth/verify", { token }, { cookie });
    expect(home.status).toBe(200);
    expect(await home.json()).toMatchObject({ user: { email } });
  });

  it("two links asked for in one browser both work there (the binding cookie is reused)", async () => {
    const first = uniqueEmail("first");
    const second = uniqueEmail("second");
    const cookie = bindingCookie(await requestLink(first));
    expect(bindingCookie(await requestLink(second, undefined, { cookie }))).toBe(cookie);
    for (const email of [first, second]) {
      expect((await postJson("/api/auth/verify", { token: await latestToken(email) }, { cookie })).status, email).toBe(200);
    }
  });
});

describe("POST /api/auth/verify", () => {
  it("signs in: creates the account, sets the session cookie and returns the email and next", async () => {
    const email = uniqueEmail("happy");
    const binding = bindingCookie(await requestLink(email, "/charging-plan/driving-tips?from=menu"));
    const token = await latestToken(email);
    const response = await postJson("/api/auth/verify", { token }, { cookie: binding });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ user: { email }, next: "/charging-plan/driving-tips?from=menu" });
    const cookie = cookiePair(response);
    expect(cookie).toMatch(/^plugplan_session=[A-Za-z0-9_-]{43}$/);

    const me = await getUser(cookie);
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({ email });
    const user = await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).first<{ id: string }>();
    expect(user?.id).toBeTruthy();
    const progress = await env.DB.prepare("SELECT user_id FROM progress WHERE user_id = ?").bind(user!.id).first();
    expect(progress).not.toBeNull();
  });

  it("signing in again with the same address reuses the account", async () => {
    const email = uniqueEmail("again");
    await signIn(email);
    await signIn(email);
    const count = await env.DB.prepare("SELECT COUNT(*) AS n FROM users WHERE email = ?").bind(email).first<{ n: number }>();
    expect(count?.n).toBe(1);
  });

  it("a replayed token is refused as used, and does not sign anyone in", async () => {
    const { token } = await signIn();
    const replay = await postJson("/api/auth/verify", { token });
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ reason: "used", message: TOKEN_FAILURE_MESSAGES.used });
    expect(replay.headers.get("set-cookie")).toBeNull();
  });

  it("concurrent use of one token signs in exactly once", async () => {
    const email = uniqueEmail("race");
    const cookie = bindingCookie(await requestLink(email));
    const token = await latestToken(email);
    const results = await Promise.all(Array.from({ length: 5 }, () => postJson("/api/auth/verify", { token }, { cookie })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400, 400, 400]);
  });

  it("an expired token (clock moved past 15 minutes) is refused as expired", async () => {
    const email = uniqueEmail("late");
    const issuedAt = Date.now() - MAGIC_LINK_TTL_MS - 1_000;
    const { token } = (await issueMagicLinkToken(env.DB, email, undefined, issuedAt))!;
    const response = await postJson("/api/auth/verify", { token });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ reason: "expired", message: TOKEN_FAILURE_MESSAGES.expired });
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("the expiry boundary: valid one millisecond before, refused at the expiry instant", async () => {
    const now = 1_900_000_000_000;
    const early = (await issueMagicLinkToken(env.DB, uniqueEmail(), undefined, now))!;
    expect(await consumeMagicLinkToken(env.DB, early.token, now + MAGIC_LINK_TTL_MS - 1)).toMatchObject({ ok: true });
    const late = (await issueMagicLinkToken(env.DB, uniqueEmail(), undefined, now))!;
    expect(await consumeMagicLinkToken(env.DB, late.token, now + MAGIC_LINK_TTL_MS)).toEqual({ ok: false, reason: "expired" });
  });

  it("an unknown token is refused as invalid", async () => {
    const response = await postJson("/api/auth/verify", { token: "A".repeat(43) });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ reason: "invalid", message: TOKEN_FAILURE_MESSAGES.invalid });
  });

  it.each([[{}], [{ token: "short" }], [{ token: 42 }], [{ token: `${"A".repeat(42)}=` }]])(
    "a malformed body %j is a 400 with a message",
    async (body) => {
      const response = await postJson("/api/auth/verify", body);
      expect(response.status).toBe(400);
      const json = (await response.json()) as { message: string };
      expect(json.message).toMatch(/^token: /);
    },
  );

  it.each(["//evil.com", "https://evil.com", "/\\evil.com", "//evil.com/charging-plan", "javascript:alert(1)"])(
    "never redirects to %j: next falls back to /charging-plan",
    async (next) => {
      const email = uniqueEmail("redirect");
      const cookie = bindingCookie(await requestLink(email, next));
      const response = await postJson("/api/auth/verify", { token: await latestToken(email) }, { cookie });
      expect(response.status).toBe(200);
      expect(((await response.json()) as { next: string }).next).toBe("/charging-plan");
    },
  );

  it("no next at all goes to /charging-plan", async () => {
    const { response } = await signIn();
    expect(((await response.json()) as { next: string }).next).toBe("/charging-plan");
  });

  it("session fixation: a planted session id is never adopted and a new id is issued", async () => {
    const planted = `plugplan_session=${"P".repeat(43)}`;
    const { cookie } = await signIn(uniqueEmail("fixed"), { cookie: planted });
    expect(cookie).not.toBe(planted);
    expect((await getUser(planted)).status).toBe(401);
    expect((await getUser(cookie)).status).toBe(200);
  });

  it("signing in while signed in rotates the id and ends the old session", async () => {
    const email = uniqueEmail("rotate");
    const first = await signIn(email);
    const second = await signIn(email, { cookie: first.cookie });
    expect(second.cookie).not.toBe(first.cookie);
    expect((await getUser(first.cookie)).status).toBe(401);
    expect((await getUser(second.cookie)).status).toBe(200);
  });

  it("cookie on http: HttpOnly, SameSite=Lax, Path=/, 30-day Max-Age, no Secure, no __Host- prefix", async () => {
    const { response } = await signIn();
    const [header, hint] = response.headers.getSetCookie();
    expect(header).toMatch(/^plugplan_session=[A-Za-z0-9_-]{43}; /);
    // The script-readable hint carries no secret, only "signed in".
    expect(hint).toBe(`plugplan_signed_in=1; Max-Age=${SESSION_TTL_SECONDS}; Path=/; SameSite=Lax`);
    expect(header).toContain("HttpOnly");
    expect(header).toContain("SameSite=Lax");
    expect(header).toContain("Path=/");
    expect(header).toContain(`Max-Age=${SESSION_TTL_SECONDS}`);
    expect(SESSION_TTL_SECONDS).toBe(30 * 24 * 60 * 60);
    expect(header).not.toContain("Secure");
    expect(header).not.toContain("Domain");
  });

  it("cookie on https: __Host- prefix, Secure, and the https cookie is the one that is read", async () => {
    const httpsBase = "https://localhost";
    const { response, cookie } = await signIn(uniqueEmail("tls"), { base: httpsBase });
    const [header, hint] = response.headers.getSetCookie();
    expect(hint).toBe(`__Host-plugplan_signed_in=1; Max-Age=${SESSION_TTL_SECONDS}; Path=/; Secure; SameSite=Lax`);
    expect(header).toMatch(/^__Host-plugplan_session=[A-Za-z0-9_-]{43}; /);
    expect(header).toContain("Secure");
    expect(header).toContain("HttpOnly");
    expect(header).toContain("SameSite=Lax");
    expect(header).toContain("Path=/");
    expect(header).not.toContain("Domain");
    expect((await getUser(cookie, httpsBase)).status).toBe(200);
  });

  it("stores the session in KV only under the hash of its id, with the user's id and email", async () => {
    const email = uniqueEmail("kv");
    const { cookie } = await signIn(email);
    const sessionId = cookie.split("=")[1]!;
    expect(await env.SESSIONS.get(`session:${sessionId}`)).toBeNull();
    const stored = await env.SESSIONS.get<{ userId: string; email: string; createdAt: number }>(
      `session:${await sha256Hex(sessionId)}`,
      "json",
    );
    expect(stored).toMatchObject({ email });
    expect(typeof stored?.userId).toBe("string");
  });
});

describe("GET /api/auth/user and POST /api/auth/logout", () => {
  it("401 with a message when signed out, with no cookie, a malformed one or an unknown one", async () => {
    for (const cookie of [undefined, "plugplan_session=nope", `plugplan_session=${"Z".repeat(43)}`]) {
      const response = await getUser(cookie);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ message: "You are not signed in" });
    }
  });

  it("logout deletes the session server-side (the old cookie no longer works) and clears the cookie", async () => {
    const { cookie } = await signIn();
    const sessionId = cookie.split("=")[1]!;
    const logout = await SELF.fetch(`${BASE}/api/auth/logout`, { method: "POST", headers: { cookie } });
    expect(logout.status).toBe(200);
    const [cleared, clearedHint] = logout.headers.getSetCookie();
    expect(cleared).toMatch(/^plugplan_session=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(clearedHint).toMatch(/^plugplan_signed_in=; Max-Age=0; Path=\//);
    expect(await env.SESSIONS.get(`session:${await sha256Hex(sessionId)}`)).toBeNull();
    // Replaying the stolen/old cookie after sign-out gets nothing.
    expect((await getUser(cookie)).status).toBe(401);
  });

  it("logout refuses a cross-site request and keeps the session", async () => {
    const { cookie } = await signIn();
    const response = await SELF.fetch(`${BASE}/api/auth/logout`, {
      method: "POST",
      headers: { cookie, origin: "https://evil.example" },
    });
    expect(response.status).toBe(403);
    expect((await getUser(cookie)).status).toBe(200);
  });

  it("logout when not signed in is harmless", async () => {
    const response = await SELF.fetch(`${BASE}/api/auth/logout`, { method: "POST" });
    expect(response.status).toBe(200);
  });
});
