// ApiError carries the parsed error body, so callers read fields (reason, message) from it.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setLocaleSource } from "../../domain/i18n/runtime";
import { ApiError, getJson, postJson } from "./api";

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

async function failure(response: Response): Promise<ApiError> {
  fetchMock.mockResolvedValue(response);
  const error = await getJson("/api/x").catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("ApiError", () => {
  it("keeps the status, the '{status}: {body}' message, the server's message and the parsed body", async () => {
    const body = { message: "This sign-in link has expired.", reason: "expired", requestId: "r-1" };
    const error = await failure(new Response(JSON.stringify(body), { status: 400 }));
    expect(error.status).toBe(400);
    expect(error.message).toBe(`400: ${JSON.stringify(body)}`);
    expect(error.serverMessage).toBe("This sign-in link has expired.");
    expect(error.body).toEqual(body);
  });

  it("has no body or server message when the answer is not JSON", async () => {
    const error = await failure(new Response("Bad gateway", { status: 502, statusText: "Bad Gateway" }));
    expect(error.message).toBe("502: Bad gateway");
    expect(error.serverMessage).toBeUndefined();
    expect(error.body).toBeUndefined();
  });

  it("a JSON body without a message string still carries the body", async () => {
    const error = await failure(new Response(JSON.stringify([1, 2]), { status: 500 }));
    expect(error.serverMessage).toBeUndefined();
    expect(error.body).toEqual([1, 2]);
  });
});

describe("every API call from a Spanish page", () => {
  afterEach(() => setLocaleSource(() => "en"));

  it("tells the Worker the page's language, so its refusals (feedback, progress, stations…) come back in Spanish", async () => {
    fetchMock.mockImplementation(async () => Response.json({ ok: true }));
    await postJson("/api/feedback", { helpful: true });
    expect(new Headers(fetchMock.mock.calls[0]![1]!.headers).get("x-plugplan-locale")).toBeNull();
    setLocaleSource(() => "es");
    await postJson("/api/feedback", { helpful: true });
    await getJson("/api/stations?lat=1");
    for (const call of fetchMock.mock.calls.slice(1)) expect(new Headers(call[1]!.headers).get("x-plugplan-locale")).toBe("es");
  });
});
