// The account page with fetch mocked at the network boundary (the real api.ts runs).
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { json, mockNetwork } from "../../lib/auth/test-network";
import AccountPage, { DELETE_DEALER_ITEM, DELETE_LIST, LOAD_FAILED } from "./AccountPage";
import { DELETE_FAILED } from "./account-messages";
import { ACCOUNT_DELETED_KEY } from "../../components/AccountDeletedNotice";
import { DEFAULT_USER_INPUTS, EMPTY_FLAGS } from "../../../domain/contracts/progress.schema";
import { progressStore, STORAGE_KEYS, type ProgressBackend } from "../../lib/progress/store";
import { enqueueUpdate, SYNC_QUEUE_KEY } from "../../lib/progress/sync-queue";

const fetchMock = mockNetwork();
const setHint = (on: boolean) => {
  document.cookie = on ? "plugplan_signed_in=1; Path=/" : "plugplan_signed_in=; Max-Age=0; Path=/";
};
beforeEach(() => setHint(true));

const ACCOUNT = {
  email: "ana@example.com",
  createdAt: "2026-11-01T10:00:00.000Z",
  sessions: [
    { createdAt: "2026-11-01T10:00:00.000Z", lastSeenAt: "2026-11-20T09:00:00.000Z", expiresAt: "2026-12-01T10:00:00.000Z", current: false },
    { createdAt: "2026-11-22T18:30:00.000Z", lastSeenAt: "2026-11-23T08:00:00.000Z", expiresAt: "2026-12-22T18:30:00.000Z", current: true },
  ],
  dealerRoles: [] as { slug: string; dealerName: string; grantedAt: string }[],
};

const DEALER_STAFF = {
  ...ACCOUNT,
  dealerRoles: [
    { slug: "galpinhonda", dealerName: "Galpin Honda", grantedAt: "2026-11-02T10:00:00.000Z" },
    { slug: "haywardkia", dealerName: "Hayward Kia", grantedAt: "2026-11-03T10:00:00.000Z" },
  ],
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function setup() {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={["/account"]}>
      <Routes>
        <Route path="/account" element={<AccountPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return user;
}

describe("AccountPage", () => {
  it("shows the email, the creation date, each device (this one marked) and what is stored, in the privacy policy's words", async () => {
    fetchMock.mockResolvedValue(json(ACCOUNT));
    setup();
    expect(await screen.findByText("ana@example.com")).toBeTruthy();
    expect(screen.getByText(/Account created November 1, 2026/)).toBeTruthy();
    const devices = within(screen.getByRole("region", { name: "Devices signed in" })).getAllByRole("listitem");
    expect(devices).toHaveLength(2);
    expect(devices[1]!.textContent).toContain("This device");
    expect(devices[0]!.textContent).not.toContain("This device");
    const stored = within(screen.getByRole("region", { name: "What we store and why" })).getAllByRole("listitem");
    expect(stored[0]!.textContent).toBe("Your email address, to identify your account and send you sign-in links.");
  });

  it("lists the dealer pages the person can edit, in plain words, with the way to the editor", async () => {
    fetchMock.mockResolvedValue(json(DEALER_STAFF));
    setup();
    const section = await screen.findByRole("region", { name: "Your dealer pages" });
    expect(within(section).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "You can edit the dealer page of Galpin Honda (/galpinhonda).",
      "You can edit the dealer page of Hayward Kia (/haywardkia).",
    ]);
    expect(within(section).getByRole("link", { name: "Your dealer page" }).getAttribute("href")).toBe("/dealer");
  });

  it("says nothing about dealer pages to someone who holds no dealer role", async () => {
    fetchMock.mockResolvedValue(json(ACCOUNT));
    setup();
    await screen.findByText("ana@example.com");
    expect(screen.queryByRole("region", { name: "Your dealer pages" })).toBeNull();
    expect(screen.queryByText(/dealer page of/)).toBeNull();
  });

  it("tells dealer staff, before deleting, that their access goes and their page changes stay under \"deleted user\"", async () => {
    fetchMock.mockResolvedValue(json(DEALER_STAFF));
    const user = setup();
    await user.click(await screen.findByRole("button", { name: "Delete my account" }));
    for (const item of [...DELETE_LIST, DELETE_DEALER_ITEM]) expect(screen.getByText(item)).toBeTruthy();
  });

  it("sends a guest (no signed-in hint) to sign in and back here afterwards, without asking the server", async () => {
    setHint(false);
    setup();
    expect((await screen.findByTestId("where")).textContent).toBe("/login?next=%2Faccount");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends a visitor whose session ended (401) to sign in too", async () => {
    fetchMock.mockResolvedValue(json({ message: "You are not signed in" }, 401));
    setup();
    expect((await screen.findByTestId("where")).textContent).toBe("/login?next=%2Faccount");
  });

  it("says so when the account cannot be loaded", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    setup();
    expect((await screen.findByRole("alert")).textContent).toBe(LOAD_FAILED);
  });

  it("downloads the export as a file named by the server; a refusal shows the server's message", async () => {
    fetchMock.mockImplementation(async (url) => {
      if (url === "/api/account") return json(ACCOUNT);
      return new Response(JSON.stringify({ generatedAt: "2026-11-23T00:00:00.000Z" }), {
        headers: { "content-disposition": 'attachment; filename="plugplan-data-2026-11-23.json"' },
      });
    });
    const createObjectURL = vi.fn(() => "blob:export");
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.download} ${this.href}`);
    });
    const user = setup();
    await user.click(await screen.findByRole("button", { name: "Download my data" }));
    await waitFor(() => expect(clicked).toEqual(["plugplan-data-2026-11-23.json blob:export"]));
    expect(fetchMock.mock.calls[1]![0]).toBe("/api/account/export");

    fetchMock.mockResolvedValue(json({ message: "You can download your data 5 times an hour. Please try again later." }, 429));
    await user.click(screen.getByRole("button", { name: "Download my data" }));
    expect((await screen.findByRole("alert")).textContent).toBe("You can download your data 5 times an hour. Please try again later.");

    // A failure without a message of the server's (the network, a proxy page): a plain retry hint.
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    await user.click(screen.getByRole("button", { name: "Download my data" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("We couldn't prepare your data just now. Please try again."));
  });

  it("deletion asks first, says what goes, and keeps this browser's plan as a guest plan unless asked", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    // Signed in: the plan on screen is the server's; this browser holds no guest copy (merged at sign-in).
    const plan = { flags: { ...EMPTY_FLAGS, chargingBasics: true }, inputs: { ...DEFAULT_USER_INPUTS, zipCode: "94110", dailyMiles: 30, evType: "BEV" as const } };
    const backend: ProgressBackend = { completeTask: async () => undefined, updateInputs: async () => undefined };
    progressStore.useBackend(backend, plan);
    enqueueUpdate(ACCOUNT.email, { drivingTips: true });
    window.localStorage.setItem("other-site-key", "x");
    fetchMock.mockImplementation(async (url) => (url === "/api/account" ? json(ACCOUNT) : json({ ok: true })));
    const user = setup();
    await user.click(await screen.findByRole("button", { name: "Delete my account" }));
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Delete your account for good?" }));
    for (const item of DELETE_LIST) expect(screen.getByText(item)).toBeTruthy();
    expect(screen.queryByText(DELETE_DEALER_ITEM)).toBeNull();
    await user.click(screen.getByRole("button", { name: "Delete my account permanently" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/"));
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe("/api/account/delete");
    expect(JSON.parse(String(init?.body))).toEqual({ confirm: true });
    // The next page load (a guest) finds the same plan in this browser, and the home page says what went.
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.inputs)!)).toEqual(plan.inputs);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.progress)!)).toEqual(plan.flags);
    expect(window.localStorage.getItem(SYNC_QUEUE_KEY)).toBeNull(); // the deleted account's unsent writes
    expect(window.sessionStorage.getItem(ACCOUNT_DELETED_KEY)).toBe("kept");
    progressStore.useBackend(null);
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it('"Also clear this browser" removes PlugPlan\'s data from this browser only', async () => {
    vi.stubGlobal("location", { ...window.location, assign: vi.fn() });
    window.localStorage.setItem("plugplan.progress.v1", "{}");
    window.localStorage.setItem("plugplan.progressSync.v1", "{}");
    window.localStorage.setItem("other-site-key", "x");
    fetchMock.mockImplementation(async (url) => (url === "/api/account" ? json(ACCOUNT) : json({ ok: true })));
    const user = setup();
    await user.click(await screen.findByRole("button", { name: "Delete my account" }));
    await user.click(screen.getByLabelText("Also clear this browser (progress saved on this device)"));
    await user.click(screen.getByRole("button", { name: "Delete my account permanently" }));
    await waitFor(() => expect(window.localStorage.getItem("plugplan.progress.v1")).toBeNull());
    expect(window.localStorage.getItem("plugplan.progressSync.v1")).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.inputs)).toBeNull();
    expect(window.localStorage.getItem("other-site-key")).toBe("x");
    expect(window.sessionStorage.getItem(ACCOUNT_DELETED_KEY)).toBe("cleared");
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it("a failed deletion says so and keeps the choice", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    fetchMock.mockImplementation(async (url) => (url === "/api/account" ? json(ACCOUNT) : new Response("oops", { status: 500 })));
    const user = setup();
    await user.click(await screen.findByRole("button", { name: "Delete my account" }));
    await user.click(screen.getByRole("button", { name: "Delete my account permanently" }));
    expect((await screen.findByRole("alert")).textContent).toBe(DELETE_FAILED);
    expect(assign).not.toHaveBeenCalled();
    expect((screen.getByRole("button", { name: "Delete my account permanently" }) as HTMLButtonElement).disabled).toBe(false);
  });
});
