import { describe, expect, it } from "vitest";
import { href } from "../routes";
import { offlineShellPaths, offlineShellPattern, ZIP_DATA_PATTERN } from "./offline-rules";

describe("what opens offline", () => {
  const shell = offlineShellPattern();

  it("the plan, its tasks, every guide and sign-in open in the shell", () => {
    for (const path of ["/", href("charging-plan"), href("basics-task"), href("home-charger-guide"), href("battery-health-guide"), href("login"), "/charging-plan/"]) {
      expect(shell.test(path), path).toBe(true);
    }
    // The table's 27 routes less the four network-only pages (dealer slugs and 404s are not in it).
    expect(offlineShellPaths()).toHaveLength(23);
  });

  it("never answers a shared plan, the account, a sign-in confirmation, the dealer editor, a dealer page or an API from the cache", () => {
    for (const path of [href("shared-plan"), href("account"), href("auth-confirm"), href("dealer-admin"), "/galpinhonda", "/api/user/progress", "/api/stations", "/charging-planx", "/about/x", "//about"]) {
      expect(shell.test(path), path).toBe(false);
    }
  });

  it("keeps only ZIP shards as data", () => {
    expect(ZIP_DATA_PATTERN.test("/data/zip/941.json")).toBe(true);
    expect(ZIP_DATA_PATTERN.test("/data/stations/c/index.json")).toBe(false);
    expect(ZIP_DATA_PATTERN.test("/data/zip/941.json/../x")).toBe(false);
  });

  it("escapes what a path could read as a pattern", () => {
    expect(offlineShellPattern(["/a.b"]).test("/a.b")).toBe(true);
    expect(offlineShellPattern(["/a.b"]).test("/axb")).toBe(false);
  });
});
