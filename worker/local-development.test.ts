import { describe, expect, it } from "vitest";
import { isLocalDevelopment } from "./local-development";

describe("isLocalDevelopment", () => {
  it("is true only for ENVIRONMENT development on a loopback APP_ORIGIN", () => {
    for (const origin of ["http://localhost:8787", "http://127.0.0.1:8788", "http://[::1]:8787", "http://127.1.2.3"]) {
      expect(isLocalDevelopment({ ENVIRONMENT: "development", APP_ORIGIN: origin }), origin).toBe(true);
    }
  });

  it("is false when a deploy kept ENVIRONMENT development but has a public origin", () => {
    for (const origin of ["https://plugplan.app", "https://localhost.evil.example", "https://127.0.0.1.nip.io", "", "not a url"]) {
      expect(isLocalDevelopment({ ENVIRONMENT: "development", APP_ORIGIN: origin }), origin).toBe(false);
    }
  });

  it("is false in every other environment, even on localhost", () => {
    for (const environment of ["production", "staging", "test", "", "Development"]) {
      expect(isLocalDevelopment({ ENVIRONMENT: environment, APP_ORIGIN: "http://localhost:8787" }), environment).toBe(false);
    }
  });
});
