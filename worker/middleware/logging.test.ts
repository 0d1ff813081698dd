// The Worker's own request line: only where Workers Logs' invocation log is not enough (a failure,
// a slow request), with the request id a person can quote from the response header.
import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AppEnv } from "../app-env";
import { requestLogger, SLOW_REQUEST_MS } from "./logging";
import { requestId } from "./request-id";

function app() {
  const hono = new Hono<AppEnv>();
  hono.use("*", requestId());
  hono.use("*", requestLogger());
  hono.get("/ok", (c) => c.text("ok"));
  hono.get("/fails", (c) => c.text("no", 500));
  hono.get("/slow", async (c) => {
    vi.setSystemTime(Date.now() + SLOW_REQUEST_MS);
    return c.text("late");
  });
  return hono;
}

const lines = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);

describe("request log lines", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it("a quick success writes no line of its own; the response still carries its request id", async () => {
    const info = vi.spyOn(console, "log");
    const response = await app().request("/ok");
    expect(response.headers.get("x-request-id")).toBeTruthy();
    expect(info).not.toHaveBeenCalled();
  });

  it("a server error is logged as an error with its request id, method, path and status", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await app().request("/fails?token=secret");
    expect(lines(error)).toEqual([
      expect.objectContaining({ level: "error", message: "request failed", requestId: response.headers.get("x-request-id"), method: "GET", path: "/fails", status: 500 }),
    ]);
    expect(JSON.stringify(lines(error))).not.toContain("secret"); // the path, never the query
  });

  it(`a request of ${SLOW_REQUEST_MS} ms or more is logged as a warning with its time`, async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await app().request("/slow");
    expect(lines(warn)).toEqual([expect.objectContaining({ level: "warn", message: "slow request", path: "/slow", status: 200, ms: SLOW_REQUEST_MS })]);
  });
});
