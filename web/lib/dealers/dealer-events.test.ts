import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { COUNTED_KEY, reportDealerEvent } from "./dealer-events";

const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));

beforeEach(() => {
  window.localStorage.clear();
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  fetchMock.mockClear();
  vi.unstubAllGlobals();
});

const sent = () => fetchMock.mock.calls.map((call) => [String((call as unknown[])[0]), JSON.parse(String(((call as unknown[])[1] as RequestInit).body))]);

describe("reportDealerEvent", () => {
  it("counts a plan's completion once: revisiting the results sends nothing more", () => {
    reportDealerEvent("galpinhonda", "plan_completed");
    reportDealerEvent("galpinhonda", "plan_completed");
    reportDealerEvent("galpinhonda", "plan_completed");
    expect(sent()).toEqual([["/api/dealers/galpinhonda/events", { event: "plan_completed" }]]);
    expect(JSON.parse(window.localStorage.getItem(COUNTED_KEY)!)).toEqual({ galpinhonda: true });
  });

  it("another dealer's plan is another completion; starts and shares are sent each time", () => {
    reportDealerEvent("galpinhonda", "plan_completed");
    reportDealerEvent("haywardkia", "plan_completed");
    reportDealerEvent("galpinhonda", "plan_shared");
    reportDealerEvent("galpinhonda", "plan_shared");
    expect(sent().map(([url, body]) => `${url} ${body.event}`)).toEqual([
      "/api/dealers/galpinhonda/events plan_completed",
      "/api/dealers/haywardkia/events plan_completed",
      "/api/dealers/galpinhonda/events plan_shared",
      "/api/dealers/galpinhonda/events plan_shared",
    ]);
  });

  it("sends nothing without a dealer", () => {
    reportDealerEvent("", "plan_completed");
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
