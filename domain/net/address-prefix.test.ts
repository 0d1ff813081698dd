import { describe, expect, it } from "vitest";
import { addressBlock, addressPrefix, addressWideBlock } from "./address-prefix";

describe("addressPrefix", () => {
  it("keeps an IPv4 address whole", () => {
    expect(addressPrefix("203.0.113.7")).toBe("v4:203.0.113.7");
    expect(addressPrefix(" 198.51.100.1 ")).toBe("v4:198.51.100.1");
    expect(addressPrefix("203.0.113.8")).not.toBe(addressPrefix("203.0.113.7"));
  });

  it("puts every address of one IPv6 /64 in the same bucket, whatever its spelling", () => {
    const expected = "v6:2001:db8:85a3:42";
    for (const address of [
      "2001:db8:85a3:42::1",
      "2001:0db8:85a3:0042:ffff:ffff:ffff:ffff",
      "2001:DB8:85A3:42:1234:5678:9abc:def0",
      "2001:db8:85a3:42:0:0:0:0",
      "2001:db8:85a3:42::",
      "2001:db8:85a3:42::1%eth0",
    ]) {
      expect(addressPrefix(address), address).toBe(expected);
    }
  });

  it("separates neighbouring /64s", () => {
    expect(addressPrefix("2001:db8:85a3:43::1")).toBe("v6:2001:db8:85a3:43");
    expect(addressPrefix("2001:db8::1")).toBe("v6:2001:db8:0:0");
    expect(addressPrefix("::1")).toBe("v6:0:0:0:0");
  });

  it("reads IPv4-mapped IPv6 as the IPv4 address", () => {
    expect(addressPrefix("::ffff:203.0.113.7")).toBe("v4:203.0.113.7");
    expect(addressPrefix("::ffff:cb00:7107")).toBe("v4:203.0.113.7");
  });

  it.each(["", "local", "1.2.3", "256.1.1.1", "1.2.3.4.5", "2001:db8::1::2", "2001:db8:1:2:3:4:5:6:7", "12345::1", "gggg::1", "2001:db8:1:2:3:4:5"])(
    "is null for %j (not an address)",
    (text) => {
      expect(addressPrefix(text)).toBeNull();
    },
  );
});

describe("addressBlock", () => {
  it("puts every /64 of one IPv6 /48 in one block, and separates the next /48", () => {
    for (const address of ["2001:db8:85a3:1::1", "2001:db8:85a3:ffff::2", "2001:0DB8:85A3:0042::"]) {
      expect(addressBlock(address), address).toBe("v6:2001:db8:85a3");
    }
    expect(addressBlock("2001:db8:85a4:1::1")).toBe("v6:2001:db8:85a4");
  });

  it("puts an IPv4 /24 in one block (mapped IPv6 too), and refuses what is not an address", () => {
    expect(addressBlock("203.0.113.7")).toBe("v4:203.0.113");
    expect(addressBlock("::ffff:203.0.113.200")).toBe("v4:203.0.113");
    expect(addressBlock("203.0.114.7")).toBe("v4:203.0.114");
    expect(addressBlock("not an address")).toBeNull();
  });
});

describe("addressWideBlock", () => {
  it("puts every /48 of one IPv6 /32 in one block (65,536 of them), and an IPv4 /16 in one", () => {
    for (const address of ["2001:db8:85a3:1::1", "2001:db8:ffff:ffff::2", "2001:0DB8:0:0042::"]) {
      expect(addressWideBlock(address), address).toBe("v6:2001:db8");
    }
    expect(addressWideBlock("2001:db9:85a3:1::1")).toBe("v6:2001:db9");
    expect(addressWideBlock("203.0.113.7")).toBe("v4:203.0");
    expect(addressWideBlock("::ffff:203.0.200.1")).toBe("v4:203.0");
    expect(addressWideBlock("203.1.113.7")).toBe("v4:203.1");
    expect(addressWideBlock("not an address")).toBeNull();
  });
});
