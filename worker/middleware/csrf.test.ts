// The global CSRF rules, exercised on a tiny app so every branch is visible.
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../app-env";
import { csrfProtection } from "./csrf";

const app = new Hono<AppEnv>();
app.use("*", csrfProtection());
app.all("*", (c) => c.json({ ok: true }));

const bindings = { APP_ORIGIN: "https://plugplan.app" } as unknown as AppEnv["Bindings"];

function call(method: string, headers: Record<string, string> = {}, body?: string, url = "https://plugplan.app/api/x") {
  return app.request(url, { method, headers, ...(body === undefined ? {} : { body }) }, bindings);
}

describe("csrfProtection", () => {
  it("lets safe methods through whatever their origin", async () => {
    for (const method of ["GET", "HEAD", "OPTIONS"]) {
      expect((await call(method, { origin: "https://evil.example", "sec-fetch-site": "cross-site" })).status).toBe(200);
    }
  });

  it("accepts our own origin (APP_ORIGIN) and clients that send no Origin at all", async () => {
    const json = { "content-type": "application/json" };
    expect((await call("POST", { ...json, origin: "https://plugplan.app" }, "{}")).status).toBe(200);
    expect((await call("POST", { ...json, origin: "https://plugplan.app" }, "{}", "https://preview.plugplan.workers.dev/api/x")).status).toBe(200);
    expect((await call("POST", json, "{}")).status).toBe(200);
    expect((await call("POST", { "sec-fetch-site": "same-origin" })).status).toBe(200);
    // A body-less POST (sign out) needs no content type.
    expect((await call("POST", { origin: "https://plugplan.app" })).status).toBe(200);
  });

  it.each(["https://evil.example", "null", "http://plugplan.app", "https://plugplan.app.evil.example"])(
    "refuses a state change from Origin %s with 403",
    async (origin) => {
      for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
        const response = await call(method, { origin, "content-type": "application/json" }, "{}");
        expect(response.status).toBe(403);
        expect(await response.json()).toMatchObject({ message: "Cross-site request refused" });
      }
    },
  );

  it("takes our origin from APP_ORIGIN, never from the Host header (DNS rebinding)", async () => {
    const json = { "content-type": "application/json" };
    // A rebinding page's requests carry its own name both as Host and as Origin: "same origin" by Host.
    for (const host of ["https://preview.plugplan.workers.dev", "http://rebind.evil.example:8787"]) {
      const response = await call("POST", { ...json, origin: host }, "{}", `${host}/api/x`);
      expect(response.status, host).toBe(403);
      expect(await response.json()).toMatchObject({ message: "Cross-site request refused" });
    }
    // A trailing slash in the configuration still names the same origin.
    const slashed = { APP_ORIGIN: "https://plugplan.app/" } as unknown as AppEnv["Bindings"];
    const response = await app.request("https://plugplan.app/api/x", { method: "POST", headers: { ...json, origin: "https://plugplan.app" }, body: "{}" }, slashed);
    expect(response.status).toBe(200);
  });

  it("refuses every browser write when APP_ORIGIN is missing or not a URL (fails closed)", async () => {
    for (const APP_ORIGIN of ["", "not a url"]) {
      const bindings = { APP_ORIGIN } as unknown as AppEnv["Bindings"];
      const response = await app.request(
        "https://plugplan.app/api/x",
        { method: "POST", headers: { "content-type": "application/json", origin: "https://plugplan.app" }, body: "{}" },
        bindings,
      );
      expect(response.status, APP_ORIGIN).toBe(403);
    }
  });

  it.each(["cross-site", "same-site"])("refuses Sec-Fetch-Site: %s even without an Origin", async (site) => {
    expect((await call("POST", { "sec-fetch-site": site })).status).toBe(403);
  });

  it("refuses a body that is not JSON (what a cross-site HTML form would send) with 415", async () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
      const response = await call("POST", { "content-type": type }, "email=a@b.co");
      expect(response.status).toBe(415);
    }
    expect((await call("POST", {}, "email=a@b.co")).status).toBe(415);
    expect((await call("POST", { "content-type": "application/json; charset=utf-8" }, "{}")).status).toBe(200);
  });
});
