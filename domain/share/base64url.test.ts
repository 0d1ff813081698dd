import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { base64UrlDecode, base64UrlEncode, decodeJsonParam, encodeJsonParam } from "./base64url";

describe("base64url", () => {
  it("matches the standard encoding for ASCII (url alphabet, no padding)", () => {
    expect(base64UrlEncode("hello?")).toBe("aGVsbG8_");
    expect(base64UrlDecode("aGVsbG8_")).toBe("hello?");
    expect(base64UrlDecode("aGVsbG8/")).toBe("hello?");
    expect(base64UrlDecode("aGk=")).toBe("hi");
  });

  it("round-trips any Unicode string", () => {
    fc.assert(fc.property(fc.string({ unit: "grapheme" }), (text) => base64UrlDecode(base64UrlEncode(text)) === text));
    expect(base64UrlDecode(base64UrlEncode("Señor 🚗⚡ 東京"))).toBe("Señor 🚗⚡ 東京");
  });

  it("rejects malformed input with an error, never garbage", () => {
    expect(() => base64UrlDecode("a")).toThrow();
    expect(() => base64UrlDecode("@@@@")).toThrow();
    expect(() => base64UrlDecode("_w")).toThrow(); // 0xff is not UTF-8
    expect(() => decodeJsonParam("bm90IGpzb24")).toThrow(); // "not json"
    expect(() => decodeJsonParam("x".repeat(5000))).toThrow("too long");
  });

  it("round-trips JSON", () => {
    const value = { zipCode: "94110", miles: 40, note: "ok ✓" };
    expect(decodeJsonParam(encodeJsonParam(value))).toEqual(value);
  });
});
