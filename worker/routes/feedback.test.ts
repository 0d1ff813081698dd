import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { FEEDBACK_LIMIT } from "./feedback";

function post(body: unknown, ip = "203.0.113.7") {
  return SELF.fetch("http://localhost/api/feedback", {
    method: "POST",
    headers: { "content-type": "application/json", "cf-connecting-ip": ip },
    body: JSON.stringify(body),
  });
}

describe("POST /api/feedback", () => {
  it("stores a helpful answer", async () => {
    const response = await post({ page: "Public Charging", helpful: true });
    expect(response.status).toBe(201);
    const row = await env.DB.prepare("SELECT page, helpful, comment FROM feedback WHERE page = 'Public Charging'").first();
    expect(row).toEqual({ page: "Public Charging", helpful: 1, comment: null });
  });

  it("stores a trimmed comment with a negative answer", async () => {
    expect((await post({ page: "Home Charger Installation", helpful: false, comment: "  More on panels  " })).status).toBe(201);
    const row = await env.DB.prepare("SELECT comment FROM feedback WHERE page = 'Home Charger Installation'").first<{
      comment: string;
    }>();
    expect(row?.comment).toBe("More on panels");
  });

  it.each([
    [{ helpful: true }, "page: Invalid input: expected string, received undefined"],
    [{ page: "   ", helpful: true }, "page: Page is required"],
    [{ page: "Home", helpful: "yes" }, "helpful: Say whether the page was helpful"],
    [{ page: "Home", helpful: false, comment: "   " }, "comment: Tell us what was missing"],
    [{ page: "Home", helpful: false }, "comment: Tell us what was missing"],
    [{ page: "Home", helpful: true, comment: "x".repeat(2001) }, "comment: Comment is too long (2,000 characters at most)"],
    [{ page: "Home", helpful: true, admin: true }, 'Unrecognized key: "admin"'],
  ])("rejects %j with 400 and a message", async (body, message) => {
    const before = await env.DB.prepare("SELECT COUNT(*) AS n FROM feedback").first("n");
    const response = await post(body, "192.0.2.50");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message });
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM feedback").first("n")).toBe(before);
  });

  it("rate limits per client IP with 429 and Retry-After", async () => {
    for (let i = 0; i < FEEDBACK_LIMIT.count; i++) {
      expect((await post({ page: "Home", helpful: true }, "198.51.100.1")).status).toBe(201);
    }
    const limited = await post({ page: "Home", helpful: true }, "198.51.100.1");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ message: "Too many feedback answers. Please try again in a few minutes." });
    // another address is unaffected
    expect((await post({ page: "Home", helpful: true }, "198.51.100.2")).status).toBe(201);
  });
});
