import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { UTILITY_SUBMISSION_LIMIT } from "./utility-submissions";

function post(body: unknown, ip = "203.0.113.20") {
  return SELF.fetch("http://localhost/api/utility-submissions", {
    method: "POST",
    headers: { "content-type": "application/json", "cf-connecting-ip": ip },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const count = () => env.DB.prepare("SELECT COUNT(*) AS n FROM utility_submissions").first<number>("n");

describe("POST /api/utility-submissions", () => {
  it("stores a trimmed name with the ZIP", async () => {
    const response = await post({ utilityName: "  Anza Electric Co-op  ", zipCode: "92539" });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    const row = await env.DB.prepare(
      "SELECT utility_name, zip_code FROM utility_submissions WHERE utility_name = 'Anza Electric Co-op'",
    ).first();
    expect(row).toEqual({ utility_name: "Anza Electric Co-op", zip_code: "92539" });
  });

  it("stores a null ZIP", async () => {
    expect((await post({ utilityName: "Truckee Donner PUD", zipCode: null }, "203.0.113.21")).status).toBe(201);
    const row = await env.DB.prepare("SELECT zip_code FROM utility_submissions WHERE utility_name = 'Truckee Donner PUD'").first();
    expect(row).toEqual({ zip_code: null });
  });

  it.each([
    [{ utilityName: "   ", zipCode: null }, "utilityName: Enter your utility's name"],
    [{ zipCode: "94110" }, "utilityName: Enter your utility's name"],
    [{ utilityName: "x".repeat(121), zipCode: null }, "utilityName: Utility name is too long (120 characters at most)"],
    [{ utilityName: "City", zipCode: "12345678901" }, "zipCode: ZIP code is too long"],
    [{ utilityName: "City" }, "zipCode: ZIP code must be text or null"],
    [{ utilityName: "City", zipCode: null, admin: true }, 'Unrecognized key: "admin"'],
  ])("rejects %j with 400 and a message, storing nothing", async (body, message) => {
    const before = await count();
    const response = await post(body, "192.0.2.60");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message });
    expect(await count()).toBe(before);
  });

  it("rejects an oversized body with 413", async () => {
    const before = await count();
    const response = await post({ utilityName: "x", zipCode: null, pad: "y".repeat(40 * 1024) }, "192.0.2.61");
    expect(response.status).toBe(413);
    expect(await count()).toBe(before);
  });

  it("rate limits per client IP with 429 and Retry-After", async () => {
    for (let i = 0; i < UTILITY_SUBMISSION_LIMIT.count; i++) {
      expect((await post({ utilityName: `Utility ${i}`, zipCode: null }, "198.51.100.30")).status).toBe(201);
    }
    const limited = await post({ utilityName: "One more", zipCode: null }, "198.51.100.30");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ message: "Too many utility requests. Please try again later." });
    expect((await post({ utilityName: "Other person", zipCode: null }, "198.51.100.31")).status).toBe(201);
  });
});
