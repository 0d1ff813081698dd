// The load test's D1 write counter (local development only): counts what writes, statement by
// statement, including each statement of a batch, and never a read.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { countingD1, countsD1Writes, readD1WriteCounts } from "./dev-d1-counter";

describe("countingD1", () => {
  it("counts write statements (run, first, batch) and rows written, not reads, and resets on request", async () => {
    readD1WriteCounts(true);
    const db = countingD1(env.DB);
    const key = `counter-${Date.now()}`;
    await db.prepare("INSERT INTO rate_limits (key, window_start, count) VALUES (?, 1, 1)").bind(key).run();
    await db.prepare("SELECT * FROM rate_limits WHERE key = ?").bind(key).first();
    await db.batch([
      db.prepare("UPDATE rate_limits SET count = 2 WHERE key = ?").bind(key),
      db.prepare("SELECT count FROM rate_limits WHERE key = ?").bind(key),
      db.prepare("DELETE FROM rate_limits WHERE key = ?").bind(key),
    ]);
    const counts = readD1WriteCounts(true);
    expect(counts.statements).toBe(3);
    expect(counts.allStatements).toBe(5);
    expect(counts.rowsWritten).toBeGreaterThanOrEqual(3);
    expect(readD1WriteCounts(false)).toEqual({ statements: 0, rowsWritten: 0, allStatements: 0 });
  });

  it("is on only in local wrangler dev, never in the tests or a deploy", () => {
    expect(countsD1Writes({ ENVIRONMENT: "development", APP_ORIGIN: "http://localhost:8787" })).toBe(true);
    expect(countsD1Writes({ ENVIRONMENT: "test", APP_ORIGIN: "http://localhost:8787" })).toBe(false);
    // The load test's floods (LOCAL_ENVIRONMENT=load npm start): counted, on a local origin only.
    expect(countsD1Writes({ ENVIRONMENT: "load", APP_ORIGIN: "http://localhost:8787" })).toBe(true);
    expect(countsD1Writes({ ENVIRONMENT: "load", APP_ORIGIN: "https://plugplan.app" })).toBe(false);
    expect(countsD1Writes({ ENVIRONMENT: "development", APP_ORIGIN: "https://plugplan.app" })).toBe(false);
    expect(countsD1Writes({ ENVIRONMENT: "production", APP_ORIGIN: "http://localhost:8787" })).toBe(false);
  });
});
