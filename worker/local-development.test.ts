import { describe, expect, it } from "vitest";
import { isLocalDevelopment, isLoopbackHostname } from "./local-development";

describe("isLocalDevelopment", () => {
  it("is true only for ENVIRONMENT development (or test, the worker tests) on a loopback APP_ORIGIN", () => {
    for (const origin of ["http://localhost:8787", "http://127.0.0.1:8788", "http://[::1]:8787", "http://127.1.2.3"]) {
      expect(isLocalDevelopment({ ENVIRONMENT: "development", APP_ORIGIN: origin }), origin).toBe(true);
      expect(isLocalDevelopment({ ENVIRONMENT: "test", APP_ORIGIN: origin }), origin).toBe(true);
    }
  });

  it("is false when a deploy kept ENVIRONMENT development but has a public origin", () => {
    for (const origin of ["https://plugplan.app", "https://localhost.evil.example", "https://127.0.0.1.nip.io", "", "not a url"]) {
      expect(isLocalDevelopment({ ENVIRONMENT: "development", APP_ORIGIN: origin }), origin).toBe(false);
    }
  });

  it("is false in every other environment, even on localhost", () => {
    for (const environment of ["production", "staging", "", "Development", "testing"]) {
      expect(isLocalDevelopment({ ENVIRONMENT: environment, APP_ORIGIN: "http://localhost:8787" }), environment).toBe(false);
    }
  });
});

describe("isLoopbackHostname", () => {
  it("accepts only this machine's names, not look-alikes a rebinding page could use", () => {
    for (const host of ["localhost", "127.0.0.1", "127.9.9.9", "[::1]"]) expect(isLoopbackHostname(host), host).toBe(true);
    for (const host of ["evil.example", "localhost.evil.example", "127.0.0.1.nip.io", "0.0.0.0", "192.168.1.5", ""]) {
      expect(isLoopbackHostname(host), host).toBe(false);
    }
  });
});
