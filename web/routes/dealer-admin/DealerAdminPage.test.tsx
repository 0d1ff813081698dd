// The /dealer page's states and messages as staff see them: unreachable, signed out, no dealer
// granted, and the logo's saved and removed notes (the Worker's answers are stubbed).
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testDealer } from "../../../domain/dealers/test-records";
import DealerAdminPage from "./DealerAdminPage";

const signedIn = vi.hoisted(() => ({ value: true }));
vi.mock("../../lib/auth/auth-state", async (original) => ({
  ...(await original<typeof import("../../lib/auth/auth-state")>()),
  mayBeSignedIn: () => signedIn.value,
}));

const withLogo = testDealer({ logoUrl: "/dealer-logos/galpinhonda/1.png" });
const view = (dealer = testDealer()) => ({ dealer, counts: [], audit: [] });

function stubApi(me: Response | "unreachable") {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      const path = String(url);
      if (path === "/api/dealer-admin/me") return me === "unreachable" ? Promise.reject(new TypeError("Failed to fetch")) : me;
      if (path === "/api/dealer-admin/galpinhonda") return Response.json(view(withLogo));
      if (path === "/api/dealer-admin/galpinhonda/logo") return Response.json({ dealer: withLogo });
      if (path === "/api/dealer-admin/galpinhonda/logo/remove") return Response.json({ dealer: testDealer() });
      return new Response("", { status: 404 });
    }),
  );
}

const renderPage = () =>
  render(
    <MemoryRouter>
      <DealerAdminPage />
    </MemoryRouter>,
  );

beforeEach(() => {
  signedIn.value = true;
});
afterEach(() => vi.unstubAllGlobals());

describe("/dealer", () => {
  it("says so when PlugPlan cannot be reached", async () => {
    stubApi("unreachable");
    renderPage();
    expect((await screen.findByRole("alert")).textContent).toBe("We couldn't reach PlugPlan. Check your connection and reload the page.");
  });

  it("signed out: asks staff to sign in, and comes back here after", async () => {
    signedIn.value = false;
    stubApi(Response.json({ slugs: [] }));
    renderPage();
    expect((await screen.findByRole("link", { name: "Sign in" })).getAttribute("href")).toBe("/login?next=%2Fdealer");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("an account with no dealer granted is told whom to ask", async () => {
    stubApi(Response.json({ slugs: [] }));
    renderPage();
    expect(
      await screen.findByText("This account is not on the staff of any dealer. Ask PlugPlan to give your email access to your dealer's page."),
    ).toBeTruthy();
  });

  it("a logo upload and its removal each say what the page now shows", async () => {
    stubApi(Response.json({ slugs: ["galpinhonda"] }));
    renderPage();
    const upload = await screen.findByLabelText("Upload a new logo", undefined, { timeout: 3000 });
    // What the Worker's SVG allowlist accepts, said before the upload (worker/services/svg-logo.ts).
    expect(
      screen.getByText("PNG, WebP or SVG, up to 200 KB. An SVG must be a plain drawing: no scripts, links, animation, embedded content or outside files."),
    ).toBeTruthy();
    await userEvent.upload(upload, new File([new Uint8Array([137, 80, 78, 71])], "logo.png", { type: "image/png" }));
    expect(await screen.findByText("Logo saved.")).toBeTruthy();
    await userEvent.click(await screen.findByRole("button", { name: "Remove logo" }));
    expect(await screen.findByText("Logo removed: your page shows your name as a wordmark.")).toBeTruthy();
  });
});
