// Issue 19 against real D1 and KV: the account summary, the export (every table's rows for the
// account, none of anyone else's, no secrets), deletion (no row or KV key with the account's id or
// email survives, checked by walking every table of the drizzle schema, so a future table cannot
// be forgotten; dealer change logs keep the change under "deleted user") and the daily retention
// purge (time controlled).
import { createExecutionContext, createScheduledController, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { is } from "drizzle-orm";
import { getTableConfig, SQLiteTable } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import * as schema from "../db/schema";
import worker from "../index";
import { grantSql, insertDealersSql } from "../../scripts/lib/dealer-sql.mjs";
import { DELETED_ACTOR, exportReadme, purgeExpired } from "../services/account";
import { RETENTION } from "../../domain/contracts/retention";
import { hitRateLimit } from "../services/rate-limit";
import { sha256Hex } from "../services/sessions-crypto";
import { BASE, postJson, requestLink, signIn, uniqueEmail } from "../services/sessions-test-helpers";
import { ACCOUNT_GONE_MESSAGE, accountRoutes, EXPORT_LIMIT, EXPORT_LIMIT_MESSAGE } from "./account";

/** Where a signed-in dealer-staff account with saved progress leaves rows with its id or email (sorted). */
const TABLES_OF_A_BUSY_ACCOUNT = ["dealer_audit", "dealer_staff", "magic_link_tokens", "progress", "sessions", "users"];

const TABLES = (Object.values(schema) as unknown[]).filter((value): value is SQLiteTable => is(value, SQLiteTable));
const tableName = (table: SQLiteTable) => getTableConfig(table).name;

/**
 * Every row of every table that mentions the account: its user id or email as a column's value,
 * or as a string inside a JSON column (a dealer change log's {"email": …}).
 */
async function rowsMentioning(userId: string, email: string): Promise<Record<string, Record<string, unknown>[]>> {
  const found: Record<string, Record<string, unknown>[]> = {};
  for (const table of TABLES) {
    const { results } = await env.DB.prepare(`SELECT * FROM "${tableName(table)}"`).all<Record<string, unknown>>();
    const mine = results.filter((row) =>
      Object.values(row).some(
        (value) =>
          value === userId ||
          value === email ||
          (typeof value === "string" && (value.includes(JSON.stringify(userId)) || value.includes(JSON.stringify(email)))),
      ),
    );
    if (mine.length > 0) found[tableName(table)] = mine;
  }
  return found;
}

/** Every KV key whose name, value or metadata mentions the account. */
async function kvMentioning(userId: string, email: string): Promise<string[]> {
  const hits: string[] = [];
  let cursor: string | undefined;
  do {
    const listed: KVNamespaceListResult<unknown> = await env.SESSIONS.list({ cursor });
    for (const key of listed.keys) {
      const value = (await env.SESSIONS.get(key.name)) ?? "";
      const text = `${key.name} ${value} ${JSON.stringify(key.metadata ?? null)}`;
      if (text.includes(userId) || text.includes(email)) hits.push(key.name);
    }
    cursor = listed.list_complete ? undefined : listed.cursor;
  } while (cursor);
  return hits;
}

const get = (path: string, cookie?: string) => SELF.fetch(`${BASE}${path}`, cookie ? { headers: { cookie } } : {});
const userIdOf = async (email: string) =>
  (await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).first<{ id: string }>())?.id;

let dealerCounter = 0;
/** A registered dealer page ("Test Motors <n>"), added with the operator CLI's own SQL. */
async function addDealer(label: string) {
  dealerCounter += 1;
  const slug = `${label}-${Date.now().toString(36)}-${dealerCounter}`;
  const name = `Test Motors ${dealerCounter}`;
  const record = { slug, name, city: null, brand: "Testbrand", website: null, phone: null, offers: [], installers: [], faq: [] };
  await runSql(insertDealersSql([record], { actor: "operator:test" }));
  return { slug, name };
}

async function runSql(statements: string[]) {
  await env.DB.batch(statements.map((statement) => env.DB.prepare(statement)));
}

const auditRows = async (slug: string) =>
  (await env.DB.prepare("SELECT actor, action, detail FROM dealer_audit WHERE slug = ? ORDER BY id").bind(slug).all<{ actor: string; action: string; detail: string }>())
    .results;

/**
 * A signed-in account with progress, two devices, an unused link still waiting and, when given a
 * dealer, that dealer's staff role (granted by the operator) and one edit of its page.
 */
async function busyAccount(label: string, dealer?: { slug: string }) {
  const email = uniqueEmail(label);
  const laptop = await signIn(email);
  const phone = await signIn(email);
  await postJson("/api/user/progress", { drivingTips: true, userInputs: { zipCode: "94110", dailyMiles: 40 } }, { cookie: phone.cookie });
  if (dealer) {
    await runSql(grantSql(email, dealer.slug, { actor: "operator:test" }));
    const edit = { name: `Edited by ${label}`, city: "Fresno", offers: [], installers: [], faq: [] };
    expect((await postJson(`/api/dealer-admin/${dealer.slug}`, edit, { cookie: laptop.cookie })).status).toBe(200);
  }
  await requestLink(email); // an unused link and a queued dev-mailbox email
  return { email, laptop, phone, userId: (await userIdOf(email))! };
}

describe("/api/account", () => {
  it("answers 401 with a message on every route when signed out", async () => {
    for (const response of [await get("/api/account"), await get("/api/account/export"), await postJson("/api/account/delete", { confirm: true })]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ message: "You are not signed in" });
    }
  });

  it("shows the email, when the account was made, each signed-in device (this one marked) and the dealer roles", async () => {
    const before = Date.now();
    const dealer = await addDealer("summary");
    const { email, phone } = await busyAccount("summary", dealer);
    const response = await get("/api/account", phone.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = (await response.json()) as {
      email: string;
      createdAt: string;
      sessions: { createdAt: string; lastSeenAt: string; current: boolean }[];
      dealerRoles: { slug: string; dealerName: string; grantedAt: string }[];
    };
    expect(body.email).toBe(email);
    expect(Date.parse(body.createdAt)).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(body.sessions).toHaveLength(2);
    expect(body.sessions.map((s) => s.current)).toEqual([false, true]);
    expect(JSON.stringify(body)).not.toMatch(/[0-9a-f]{64}/); // no session hashes
    // The dealer's current name (the person renamed it in busyAccount), read from the registry.
    expect(body.dealerRoles).toEqual([{ slug: dealer.slug, dealerName: "Edited by summary", grantedAt: expect.any(String) }]);
    expect(Date.parse(body.dealerRoles[0]!.grantedAt)).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
  });

  it("lists no dealer roles for someone who holds none, and none of another person's", async () => {
    const dealer = await addDealer("no-role");
    await busyAccount("role-holder", dealer);
    const { cookie } = await signIn(uniqueEmail("no-role"));
    const body = (await (await get("/api/account", cookie)).json()) as { dealerRoles: unknown[] };
    expect(body.dealerRoles).toEqual([]);
  });
});

describe("an account deleted while a request is under way", () => {
  // The session rows cascade with the user, so a signed-in request can only miss its user row when
  // the account is deleted (on another device) between the session check and the handler's read.
  // The D1 binding here deletes the user just before the first statement that reads "users".
  function deletingBeforeUsersRead(email: string): D1Database {
    let deleted = false;
    return new Proxy(env.DB, {
      get(target, key) {
        if (key === "prepare") {
          return (sql: string) => {
            const statement = target.prepare(sql);
            if (deleted || !/from "users"/i.test(sql)) return statement;
            deleted = true;
            const original = statement.bind.bind(statement);
            const run = async <T,>(act: (s: D1PreparedStatement) => Promise<T>, bound: D1PreparedStatement) => {
              await target.prepare("DELETE FROM users WHERE email = ?").bind(email).run();
              return act(bound);
            };
            return new Proxy(statement, {
              get(inner, name) {
                if (name === "bind") {
                  return (...values: unknown[]) => {
                    const bound = original(...values);
                    return new Proxy(bound, {
                      get(b, method) {
                        const value = Reflect.get(b, method, b) as unknown;
                        if (typeof value !== "function") return value;
                        if (method === "all" || method === "raw" || method === "first" || method === "run") {
                          return (...args: unknown[]) => run((s) => (s[method] as (...a: unknown[]) => Promise<unknown>).apply(s, args), b);
                        }
                        return value.bind(b);
                      },
                    });
                  };
                }
                const value = Reflect.get(inner, name, inner) as unknown;
                return typeof value === "function" ? value.bind(inner) : value;
              },
            });
          };
        }
        const value = Reflect.get(target, key, target) as unknown;
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  }

  it("GET /api/account answers 404 with a plain message", async () => {
    const { email, cookie } = await signIn();
    const response = await accountRoutes.request("/", { headers: { cookie } }, { ...env, DB: deletingBeforeUsersRead(email) });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ message: ACCOUNT_GONE_MESSAGE });
    expect(ACCOUNT_GONE_MESSAGE).toBe("This account no longer exists");
  });
});

describe("GET /api/account/export", () => {
  it("holds a plan made before signing in with its real answers and figures (issue 25)", async () => {
    const { cookie } = await signIn();
    // What the browser merges for a guest who finished the plan keeping the 250-mile range and 8 hours parked.
    const answers = { zipCode: "94110", dailyMiles: 30, annualMiles: 7500, hoursParkedAtHome: 8, evType: "BEV", evRange: 250, homeCharging: "yes", homeSetup: "level1" };
    expect((await postJson("/api/user/progress/merge-guest", { chargingBasics: true, userInputs: answers }, { cookie })).status).toBe(200);
    const data = (await (await get("/api/account/export", cookie)).json()) as { progress: { userInputs: Record<string, unknown>; calculations: Record<string, unknown> } };
    expect(data.progress.userInputs).toMatchObject(answers);
    expect(data.progress.calculations).toMatchObject({ dailyChargePercent: 12, overnightRecovery: 28, homeChargingFrequency: expect.any(String) });
  });

  it("holds every table's rows for the account, none of another account's, and no secret", async () => {
    // Both are staff of the same dealer and both edited it: its change log holds both.
    const dealer = await addDealer("export");
    const mine = await busyAccount("export", dealer);
    const other = await busyAccount("export-other", dealer);
    const response = await get("/api/account/export", mine.laptop.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="plugplan-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const text = await response.text();
    const data = JSON.parse(text) as Record<string, unknown> & {
      account: { email: string };
      progress: { drivingTips: boolean; userInputs: { zipCode: string; dailyMiles: number } };
      sessions: unknown[];
      signInLinks: unknown[];
      dealerRoles: { slug: string; dealerName: string; grantedAt: string }[];
      dealerPageChanges: { slug: string; at: string; action: string; byYou: boolean; detail: Record<string, unknown> }[];
      readme: Record<string, string>;
      generatedAt: string;
    };
    expect(Date.parse(data.generatedAt)).not.toBeNaN();
    expect(data.readme).toEqual(exportReadme());
    expect(data.account.email).toBe(mine.email);
    expect(data.progress.drivingTips).toBe(true);
    expect(data.progress.userInputs).toMatchObject({ zipCode: "94110", dailyMiles: 40 });
    expect(data.dealerRoles).toEqual([{ slug: dealer.slug, dealerName: "Edited by export-other", grantedAt: expect.any(String) }]);
    // Their role's grant (by the operator, who is not named) and their own edit; not the other's.
    expect(data.dealerPageChanges.map(({ slug, action, byYou }) => ({ slug, action, byYou }))).toEqual([
      { slug: dealer.slug, action: "staff.grant", byYou: false },
      { slug: dealer.slug, action: "page.update", byYou: true },
    ]);
    expect(data.dealerPageChanges[0]!.detail).toEqual({ email: mine.email });
    expect(data.dealerPageChanges[1]!.detail).toMatchObject({ changed: ["name", "city"], after: { name: "Edited by export" } });
    for (const change of data.dealerPageChanges) expect(Date.parse(change.at)).not.toBeNaN();

    // Every table with rows for this account has its part of the export, row for row.
    const EXPORT_PART: Record<string, (d: typeof data) => number> = {
      users: (d) => (d.account ? 1 : 0),
      progress: (d) => (d.progress ? 1 : 0),
      sessions: (d) => d.sessions.length,
      magic_link_tokens: (d) => d.signInLinks.length,
      dealer_staff: (d) => d.dealerRoles.length,
      dealer_audit: (d) => d.dealerPageChanges.length,
    };
    const stored = await rowsMentioning(mine.userId, mine.email);
    for (const [table, rows] of Object.entries(stored)) {
      expect(EXPORT_PART[table], `the export has no part for table ${table}`).toBeDefined();
      expect(EXPORT_PART[table]!(data), table).toBe(rows.length);
    }
    expect(Object.keys(stored).sort()).toEqual(TABLES_OF_A_BUSY_ACCOUNT);
    for (const part of Object.keys(data).filter((key) => key !== "generatedAt" && key !== "readme")) {
      expect(exportReadme(), `readme names ${part}`).toHaveProperty(part);
    }

    // Nothing of the other account, and no secret (session ids, tokens or their hashes).
    expect(text).not.toContain(other.email);
    expect(text).not.toContain(other.userId);
    expect(text).not.toContain("operator:test"); // the operator who granted the role is another person
    for (const secret of [mine.laptop.cookie.split("=")[1]!, mine.phone.cookie.split("=")[1]!, mine.laptop.token, mine.phone.token]) {
      expect(text).not.toContain(secret);
      expect(text).not.toContain(await sha256Hex(secret));
    }
  });

  it(`is limited to ${EXPORT_LIMIT.count} downloads an hour per account`, async () => {
    const { cookie, email } = await signIn(uniqueEmail("export-limit"));
    const userId = (await userIdOf(email))!;
    for (let i = 1; i < EXPORT_LIMIT.count; i += 1) await hitRateLimit(env, `account-export:${userId}`, EXPORT_LIMIT.count, EXPORT_LIMIT.windowMs);
    expect((await get("/api/account/export", cookie)).status).toBe(200);
    const limited = await get("/api/account/export", cookie);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ message: EXPORT_LIMIT_MESSAGE });
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("POST /api/account/delete", () => {
  it("needs an explicit confirmation and refuses a cross-site request", async () => {
    const { cookie } = await signIn(uniqueEmail("delete-guard"));
    for (const body of [{}, { confirm: false }, { confirm: "yes" }]) {
      const response = await postJson("/api/account/delete", body, { cookie });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: "confirm: Confirm that you want to delete your account" });
    }
    const crossSite = await postJson("/api/account/delete", { confirm: true }, { cookie, origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    expect((await get("/api/auth/user", cookie)).status).toBe(200);
  });

  it("removes every row and KV key with the account's id or email, signs every device out, and leaves others alone", async () => {
    const dealer = await addDealer("delete");
    const mine = await busyAccount("delete", dealer);
    const other = await busyAccount("delete-other", dealer);
    const auditBefore = await auditRows(dealer.slug);
    expect(Object.keys(await rowsMentioning(mine.userId, mine.email)).sort()).toEqual(TABLES_OF_A_BUSY_ACCOUNT);
    expect((await kvMentioning(mine.userId, mine.email)).length).toBeGreaterThan(0);

    const response = await postJson("/api/account/delete", { confirm: true }, { cookie: mine.phone.cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(response.headers.getSetCookie().join("\n")).toMatch(/plugplan_session=; Max-Age=0/);

    expect(await rowsMentioning(mine.userId, mine.email)).toEqual({});
    expect(await kvMentioning(mine.userId, mine.email)).toEqual([]);
    for (const { cookie } of [mine.laptop, mine.phone]) expect((await get("/api/auth/user", cookie)).status).toBe(401);

    expect(Object.keys(await rowsMentioning(other.userId, other.email)).sort()).toEqual(TABLES_OF_A_BUSY_ACCOUNT);
    expect((await get("/api/auth/user", other.laptop.cookie)).status).toBe(200);

    // The dealer's change log keeps every change; only the deleted person's name is replaced.
    const named = (text: string) => text.replaceAll(JSON.stringify(mine.email), JSON.stringify(DELETED_ACTOR));
    expect(await auditRows(dealer.slug)).toEqual(
      auditBefore.map((row) => ({ ...row, actor: row.actor === mine.email ? DELETED_ACTOR : row.actor, detail: named(row.detail) })),
    );
    expect((await auditRows(dealer.slug)).map((row) => [row.actor, row.action])).toEqual([
      ["operator:test", "dealer.add"],
      ["operator:test", "staff.grant"],
      [DELETED_ACTOR, "page.update"],
      ["operator:test", "staff.grant"],
      [other.email, "page.update"],
    ]);
    expect(JSON.parse((await auditRows(dealer.slug))[1]!.detail)).toEqual({ email: DELETED_ACTOR });
    // Their role is gone (the other staff member's stays): the page can no longer be edited by them.
    const staff = await env.DB.prepare("SELECT email FROM dealer_staff WHERE slug = ?").bind(dealer.slug).all<{ email: string }>();
    expect(staff.results.map((row) => row.email)).toEqual([other.email]);
  });

  it("signing in again with the same email starts a fresh, empty account", async () => {
    const mine = await busyAccount("again", await addDealer("again"));
    await postJson("/api/account/delete", { confirm: true }, { cookie: mine.laptop.cookie });
    const again = await signIn(mine.email);
    const newId = await userIdOf(mine.email);
    expect(newId).toBeTruthy();
    expect(newId).not.toBe(mine.userId);
    const progress = (await (await get("/api/user/progress", again.cookie)).json()) as Record<string, unknown> & { userInputs: Record<string, unknown> };
    expect(progress.drivingTips).toBe(false);
    expect(progress.userInputs.zipCode).toBe("");
    const account = (await (await get("/api/account", again.cookie)).json()) as { dealerRoles: unknown[] };
    expect(account.dealerRoles).toEqual([]);
  });
});

describe("the daily retention purge", () => {
  it("removes only what has expired: old sign-in link records, old rate-limit counters, expired session rows", async () => {
    const now = 2_000_000_000_000;
    const email = uniqueEmail("purge");
    const { email: userEmail } = await signIn(uniqueEmail("purge-user"));
    const userId = (await userIdOf(userEmail))!;
    const insertLink = (hash: string, expiresAt: number) =>
      env.DB.prepare("INSERT INTO magic_link_tokens (token_hash, email, expires_at, created_at) VALUES (?, ?, ?, ?)").bind(hash, email, expiresAt, expiresAt - 900_000).run();
    await insertLink(`purge-old-${now}`, now - RETENTION.signInLinksMs - 1);
    await insertLink(`purge-keep-${now}`, now - RETENTION.signInLinksMs + 1);
    const insertCounter = (key: string, windowStart: number) =>
      env.DB.prepare("INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, 1)").bind(key, windowStart).run();
    await insertCounter(`purge-old-${now}`, now - RETENTION.rateLimitsMs - 1);
    await insertCounter(`purge-keep-${now}`, now - RETENTION.rateLimitsMs + 1);
    const insertSession = (hash: string, expiresAt: number) =>
      env.DB.prepare("INSERT INTO sessions (id_hash, user_id, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?)").bind(hash, userId, now - 1000, now - 1000, expiresAt).run();
    await insertSession(`purge-old-${now}`, now - 1);
    await insertSession(`purge-keep-${now}`, now + 1);

    await purgeExpired(env.DB, now);

    const exists = async (table: string, column: string, value: string) =>
      (await env.DB.prepare(`SELECT 1 AS x FROM ${table} WHERE ${column} = ?`).bind(value).first()) !== null;
    expect(await exists("magic_link_tokens", "token_hash", `purge-old-${now}`)).toBe(false);
    expect(await exists("magic_link_tokens", "token_hash", `purge-keep-${now}`)).toBe(true);
    expect(await exists("rate_limits", "key", `purge-old-${now}`)).toBe(false);
    expect(await exists("rate_limits", "key", `purge-keep-${now}`)).toBe(true);
    expect(await exists("sessions", "id_hash", `purge-old-${now}`)).toBe(false);
    expect(await exists("sessions", "id_hash", `purge-keep-${now}`)).toBe(true);
  });

  it("deletes in bounded batches on the expiry indexes, and leaves a backlog for the next day", async () => {
    // A clock in 1970: only this test's rows have expired by then.
    const now = 100_000;
    const { email: userEmail } = await signIn(uniqueEmail("purge-batch"));
    const userId = (await userIdOf(userEmail))!;
    const insert = env.DB.prepare("INSERT INTO sessions (id_hash, user_id, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?)");
    await env.DB.batch(Array.from({ length: 25 }, (_, i) => insert.bind(`batch-${now}-${i}`, userId, 1, 1, now - 1 - i)));
    const expiredLeft = async () =>
      (await env.DB.prepare("SELECT COUNT(*) AS n FROM sessions WHERE id_hash LIKE ?").bind(`batch-${now}-%`).first<{ n: number }>())!.n;

    // 10 rows a statement, at most 2 statements a table: 20 of the 25 go today, 5 tomorrow.
    const first = await purgeExpired(env.DB, now, { rows: 10, batches: 2 });
    expect(first.sessions).toBe(20);
    expect(first.backlog).toBe(true);
    expect(first.statements).toBeLessThanOrEqual(3 * 2);
    expect(await expiredLeft()).toBe(5);
    const second = await purgeExpired(env.DB, now, { rows: 10, batches: 2 });
    expect(second.backlog).toBe(false);
    expect(await expiredLeft()).toBe(0);

    // Each purge statement finds its rows through an index, never a scan of the table.
    for (const [table, column] of [["sessions", "expires_at"], ["magic_link_tokens", "expires_at"], ["rate_limits", "window_start"]] as const) {
      const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN SELECT rowid FROM ${table} WHERE ${column} < ?1 LIMIT ?2`).bind(now, 10).all<{ detail: string }>();
      expect(plan.results.map((row) => row.detail).join(" | "), table).toMatch(new RegExp(`USING (COVERING )?INDEX ${table}_${column}_idx`));
    }
  });

  it("a sign-in deletes nothing across the sessions or links tables (expired rows wait for the purge)", async () => {
    const { email: userEmail } = await signIn(uniqueEmail("no-sweep"));
    const userId = (await userIdOf(userEmail))!;
    const expired = `expired-${Date.now()}`;
    await env.DB.prepare("INSERT INTO sessions (id_hash, user_id, created_at, last_seen_at, expires_at) VALUES (?, ?, 1, 1, 2)").bind(expired, userId).run();
    await env.DB.prepare("INSERT INTO magic_link_tokens (token_hash, email, expires_at, created_at) VALUES (?, ?, 2, 1)").bind(expired, uniqueEmail("old")).run();
    await signIn(uniqueEmail("no-sweep-2"));
    expect(await env.DB.prepare("SELECT 1 FROM sessions WHERE id_hash = ?").bind(expired).first()).not.toBeNull();
    expect(await env.DB.prepare("SELECT 1 FROM magic_link_tokens WHERE token_hash = ?").bind(expired).first()).not.toBeNull();
  });

  it("runs from the Worker's scheduled handler (the Cron Trigger)", async () => {
    const counter = `purge-cron-${Date.now()}`;
    await env.DB.prepare("INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, 1)").bind(counter, Date.now() - 2 * RETENTION.rateLimitsMs).run();
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: new Date(), cron: "23 4 * * *" }), env as never, ctx);
    await waitOnExecutionContext(ctx);
    expect(await env.DB.prepare("SELECT 1 FROM rate_limits WHERE key = ?").bind(counter).first()).toBeNull();
  });
});
