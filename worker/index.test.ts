import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

describe("pipeline", () => {
  it("GET /api/health does a D1 round trip", async () => {
    const response = await SELF.fetch("http://localhost/api/health");
    expect(response.status).toBe(200);
    const body = await response.json<{ status: string; d1: { ok: boolean } }>();
    expect(body.status).toBe("ok");
    expect(body.d1.ok).toBe(true);
    expect(response.headers.get("x-request-id")).toBeTruthy();
  });

  it("unknown /api paths are a JSON 404 with a request id", async () => {
    const response = await SELF.fetch("http://localhost/api/nope");
    expect(response.status).toBe(404);
    const body = await response.json<{ message: string; requestId: string }>();
    expect(body.message).toBe("Not found");
    expect(body.requestId).toBe(response.headers.get("x-request-id"));
  });
});
