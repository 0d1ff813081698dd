import { describe, expect, it } from "vitest";
import { clientNetwork, UNKNOWN_CLIENT } from "./client-address";

const headers = (ip?: string) => new Headers(ip ? { "cf-connecting-ip": ip } : {});

describe("clientNetwork", () => {
  it("behind Cloudflare's edge: the IPv4 address, or the IPv6 /64", () => {
    for (const ENVIRONMENT of ["production", "test"]) {
      expect(clientNetwork(headers("203.0.113.7"), { ENVIRONMENT })).toBe("v4:203.0.113.7");
      expect(clientNetwork(headers("2001:db8:1:2:aaaa::1"), { ENVIRONMENT })).toBe("v6:2001:db8:1:2");
      expect(clientNetwork(headers("2001:db8:1:2:bbbb::9"), { ENVIRONMENT })).toBe("v6:2001:db8:1:2");
    }
  });

  it("a missing or unreadable address is one shared bucket, never a fresh one per value", () => {
    expect(clientNetwork(headers(), { ENVIRONMENT: "production" })).toBe(UNKNOWN_CLIENT);
    expect(clientNetwork(headers("not-an-ip"), { ENVIRONMENT: "production" })).toBe(UNKNOWN_CLIENT);
    expect(clientNetwork(headers("random-1"), { ENVIRONMENT: "production" })).toBe(clientNetwork(headers("random-2"), { ENVIRONMENT: "production" }));
  });

  it("in local development the header is ignored: no client address at all", () => {
    expect(clientNetwork(headers("203.0.113.7"), { ENVIRONMENT: "development" })).toBeNull();
    expect(clientNetwork(headers(), { ENVIRONMENT: "development" })).toBeNull();
  });
});
