// For the account tests: fetch mocked at the network boundary and the account state reset around
// every test. Call at the top of a test file.
import { afterEach, beforeEach, vi } from "vitest";
import { resetAuthForTests } from "./auth-state";
import { resetBootstrapForTests } from "./bootstrap";

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

export function mockNetwork() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal("fetch", fetchMock);
    resetAuthForTests();
    vi.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    resetBootstrapForTests();
  });
  return fetchMock;
}
