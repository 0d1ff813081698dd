import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearZipCache, lookupZip, ZipLookupError } from "./lookup";
import { useZipInfo, ZIP_LOOKUP_DEBOUNCE_MS } from "./useZipInfo";

const shard941 = { v: 2, n: ["San Francisco"], s: ["CA"], u: ["PG&E"], c: [], g: [], e: [], z: [["10", 0, 37.7509, -122.4153, 0, [0], -1, [], []]] };
const shard100 = { v: 2, n: ["New York"], s: ["NY"], u: [], c: [], g: [], e: [], z: [["01", 0, 40.7484, -73.9967, 0, [], -1, [], []]] };

type FetchMock = ReturnType<typeof vi.fn<typeof fetch>>;
let fetchMock: FetchMock;

/** Responds like the static asset server: the shard's JSON, or 404 for prefixes without a shard. */
function staticShards(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = String(input);
  return new Promise((resolve, reject) => {
    const signal = init?.signal;
    if (signal?.aborted) return reject(new DOMException("Aborted", "AbortError"));
    signal?.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")));
    const body = url.endsWith("/941.json") ? shard941 : url.endsWith("/100.json") ? shard100 : undefined;
    // A plain stand-in for Response: happy-dom's body streams resolve on real time, not fake timers.
    const response = { ok: Boolean(body), status: body ? 200 : 404, json: async () => body } as unknown as Response;
    setTimeout(() => resolve(response), 10);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  clearZipCache();
  fetchMock = vi.fn<typeof fetch>(staticShards);
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Moves fake time on, and lets a lazily imported module (the shard parser) finish loading for real. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
    await vi.dynamicImportSettled();
    await vi.advanceTimersByTimeAsync(0);
  });
}

describe("useZipInfo", () => {
  it("stays idle and never fetches until the ZIP has 5 characters", async () => {
    const { result, rerender } = renderHook(({ zip }) => useZipInfo(zip), { initialProps: { zip: "" } });
    expect(result.current.status).toBe("idle");
    for (const zip of ["9", "94", "941", "9411", "941100"]) {
      rerender({ zip });
      await advance(1000);
      expect(result.current.status).toBe("idle");
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("waits 500 ms after the last keystroke, then finds the ZIP", async () => {
    const { result } = renderHook(() => useZipInfo("94110"));
    expect(result.current.status).toBe("loading");
    await advance(ZIP_LOOKUP_DEBOUNCE_MS - 1);
    expect(fetchMock).not.toHaveBeenCalled();
    await advance(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe("/data/zip/941.json");
    await advance(20);
    expect(result.current).toEqual({
      status: "found",
      info: expect.objectContaining({ zip: "94110", placeName: "San Francisco, CA 94110", utilities: ["PG&E"] }),
    });
  });

  it("debounces fast typing into one request for the final ZIP", async () => {
    const { result, rerender } = renderHook(({ zip }) => useZipInfo(zip), { initialProps: { zip: "10001" } });
    await advance(200);
    rerender({ zip: "1000" });
    await advance(200);
    rerender({ zip: "94110" });
    await advance(ZIP_LOOKUP_DEBOUNCE_MS + 20);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(result.current.info?.zip).toBe("94110");
  });

  it("stops waiting for the previous ZIP silently when the ZIP changes", async () => {
    const { result, rerender } = renderHook(({ zip }) => useZipInfo(zip), { initialProps: { zip: "10001" } });
    await advance(ZIP_LOOKUP_DEBOUNCE_MS); // request for 10001 in flight (answers after 10 ms)
    rerender({ zip: "94110" });
    expect(result.current.status).toBe("loading"); // not "error": the abort is silent
    await advance(ZIP_LOOKUP_DEBOUNCE_MS + 20);
    expect(result.current.info?.zip).toBe("94110");
  });

  it("two parts of a page looking up ZIPs of one shard at once share one request", async () => {
    const first = renderHook(() => useZipInfo("10001"));
    const second = renderHook(() => useZipInfo("10002"));
    await advance(ZIP_LOOKUP_DEBOUNCE_MS + 20);
    expect(first.result.current.status).not.toBe("loading");
    expect(second.result.current.status).not.toBe("loading");
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === "/data/zip/100.json")).toHaveLength(1);
  });

  it("does not look up the same ZIP again", async () => {
    const { result, rerender } = renderHook(({ zip }) => useZipInfo(zip), { initialProps: { zip: "10001" } });
    await advance(ZIP_LOOKUP_DEBOUNCE_MS + 20);
    expect(result.current.status).toBe("found");
    rerender({ zip: "1000" });
    await advance(ZIP_LOOKUP_DEBOUNCE_MS + 20);
    expect(result.current.status).toBe("idle");
    rerender({ zip: "10001" });
    expect(result.current.status).toBe("found");
    await advance(ZIP_LOOKUP_DEBOUNCE_MS + 20);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("reports an unknown ZIP as not-found (missing shard and missing ZIP in a shard)", async () => {
    const { result, rerender } = renderHook(({ zip }) => useZipInfo(zip), { initialProps: { zip: "00000" } });
    await advance(ZIP_LOOKUP_DEBOUNCE_MS + 20);
    expect(result.current).toEqual({ status: "not-found" });
    expect(fetchMock).not.toHaveBeenCalled(); // no shard for 000: answered without a request (and no 404)
    rerender({ zip: "94199" });
    await advance(ZIP_LOOKUP_DEBOUNCE_MS + 20);
    expect(result.current).toEqual({ status: "not-found" });
  });

  it("treats a non-numeric 5-character ZIP as not found without a request", async () => {
    const { result } = renderHook(() => useZipInfo("ABCDE"));
    await advance(ZIP_LOOKUP_DEBOUNCE_MS + 20);
    expect(result.current).toEqual({ status: "not-found" });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("reports a failed request as error and retries when the ZIP is typed again", async () => {
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError("Failed to fetch")));
    const { result, rerender } = renderHook(({ zip }) => useZipInfo(zip), { initialProps: { zip: "94110" } });
    await advance(ZIP_LOOKUP_DEBOUNCE_MS + 20);
    expect(result.current).toEqual({ status: "error" });
    rerender({ zip: "9411" });
    rerender({ zip: "94110" });
    await advance(ZIP_LOOKUP_DEBOUNCE_MS + 20);
    expect(result.current.status).toBe("found");
  });
});

describe("lookupZip", () => {
  it("caches a shard: two ZIPs of the same prefix cost one request", async () => {
    vi.useRealTimers();
    expect((await lookupZip("94110"))?.state).toBe("CA");
    expect(await lookupZip("94111")).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('throws ZipLookupError "Geocoding failed" on an HTTP error, a network error and a malformed shard', async () => {
    vi.useRealTimers();
    fetchMock.mockResolvedValueOnce(new Response("boom", { status: 500 }));
    await expect(lookupZip("94110")).rejects.toThrow(new ZipLookupError("Geocoding failed (500)"));
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await expect(lookupZip("94110")).rejects.toThrow(new ZipLookupError("Geocoding failed"));
    fetchMock.mockResolvedValueOnce(Response.json({ v: 2, n: [], s: [], u: [], c: [], g: [], e: [], z: [["10", 4, 0, 0, 0, [], -1, [], []]] }));
    await expect(lookupZip("94110")).rejects.toThrow(new ZipLookupError("Geocoding failed"));
    fetchMock.mockResolvedValueOnce(new Response("<!doctype html>", { status: 200 }));
    await expect(lookupZip("94110")).rejects.toThrow(new ZipLookupError("Geocoding failed"));
  });
});
