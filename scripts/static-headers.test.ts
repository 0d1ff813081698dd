// web/public/_headers (Workers Static Assets): the files that skip the Worker still carry the
// security headers, with the right caching, and no header is set twice for one path.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..");

/** _headers as { path pattern → { lower-case header → value } } (the format's documented syntax). */
function parseHeadersFile(text: string): Map<string, Map<string, string>> {
  const rules = new Map<string, Map<string, string>>();
  let current: Map<string, string> | undefined;
  for (const line of text.split("\n")) {
    if (line.trim() === "" || line.trimStart().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      current = new Map();
      rules.set(line.trim(), current);
      continue;
    }
    const colon = line.indexOf(":");
    if (!current || colon === -1) throw new Error(`unexpected line: ${line}`);
    const name = line.slice(0, colon).trim().toLowerCase();
    if (current.has(name)) throw new Error(`${name} twice in one rule`);
    current.set(name, line.slice(colon + 1).trim());
  }
  return rules;
}

const rules = parseHeadersFile(readFileSync(join(root, "web/public/_headers"), "utf8"));
const wrangler = readFileSync(join(root, "wrangler.toml"), "utf8");

describe("web/public/_headers", () => {
  it("has a rule for exactly the paths that skip the Worker", () => {
    const skipped = [...wrangler.matchAll(/"!(\/[^"]+)"/g)].map((match) => match[1]);
    expect(skipped.sort()).toEqual(["/assets/*", "/data/*"]);
    expect([...rules.keys()].sort()).toEqual(skipped.sort());
  });

  it.each(["/assets/*", "/data/*"])("%s carries a CSP without unsafe sources, nosniff, a Referrer-Policy and HSTS", (path) => {
    const headers = rules.get(path)!;
    const csp = headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/default-src '(self|none)'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).not.toMatch(/unsafe-|\*/);
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("strict-transport-security")).toMatch(/^max-age=\d{8,}/);
  });

  it("caches hashed /assets/* for a year, immutable, and /data/* briefly", () => {
    expect(rules.get("/assets/*")!.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const data = rules.get("/data/*")!.get("cache-control") ?? "";
    expect(data).not.toContain("immutable");
    const maxAge = Number(/max-age=(\d+)/.exec(data)?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(3600);
  });

  it("data files may load nothing at all", () => {
    expect(rules.get("/data/*")!.get("content-security-policy")).toMatch(/^default-src 'none'/);
  });
});
