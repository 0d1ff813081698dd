import { describe, expect, it } from "vitest";
import { localizePath } from "../i18n/locale";
import { href } from "../routes";
import { appShellPath, offlineShellPaths, offlineShellPattern, ZIP_DATA_PATTERN } from "./offline-rules";

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

  it("Spanish pages open in the Spanish shell, English pages in the English one", () => {
    const spanish = offlineShellPattern(offlineShellPaths("es"));
    const tasksAndGuides = [href("basics-task"), href("home-charger-guide"), href("login")].map((path) => localizePath(path, "es"));
    for (const path of ["/es", "/es/", "/es/charging-plan", "/es/charging-plan/", ...tasksAndGuides]) {
      expect(spanish.test(path), path).toBe(true);
      expect(shell.test(path), path).toBe(false);
    }
    for (const path of ["/", "/charging-plan", "/es/shared-plan", "/es/account", "/es/auth/confirm", "/es/galpinhonda", "/es/api/stations", "/eses/charging-plan"]) {
      expect(spanish.test(path), path).toBe(false);
    }
    expect(offlineShellPaths("es")).toHaveLength(offlineShellPaths().length);
    expect(appShellPath("en")).toBe("/app-shell");
    expect(appShellPath("es")).toBe("/es/app-shell");
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
