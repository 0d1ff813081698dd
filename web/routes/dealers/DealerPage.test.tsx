import { render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DealerRecord } from "../../../domain/dealers/model";
import { californiaDate } from "../../../domain/dealers/model";
import { testDealer, testOffer } from "../../../domain/dealers/test-records";
import { dealerFaq } from "../../../domain/dealers/faq";
import { unknownDealerName } from "../../../domain/dealers/slug";
import { DealerPartnerInstallers, FromDealer, resetDealerData } from "../../components/dealers/dealer-parts";
import { progressStore, STORAGE_KEYS } from "../../lib/progress/store";
import DealerOrNotFoundPage from "./DealerOrNotFoundPage";

const DAY_MS = 24 * 60 * 60 * 1000;

const offer = testOffer;

const GALPIN: DealerRecord = testDealer({
  offers: [offer("500", { title: "Home Charging", amount: "$500 installation credit" })],
  installers: [{ company: "Partner Electric", licenseNumber: "1234567", phone: "(555) 555-0100", website: null, serviceAreas: ["Van Nuys"] }],
  faq: [{ question: "Do you have chargers in stock?", answer: "Ask our service desk." }],
});

/** The registry as the Worker answers it: 200 with the record, 404 otherwise. */
function stubRegistry(records: DealerRecord[]) {
  const fetchMock = vi.fn(async (url: string) => {
    const slug = decodeURIComponent(String(url).split("/api/dealers/")[1] ?? "");
    const record = records.find((r) => r.slug === slug);
    return record ? new Response(JSON.stringify(record), { status: 200 }) : new Response('{"message":"none"}', { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/:slug" element={<DealerOrNotFoundPage />} />
        <Route path="/charging-plan" element={<p>Wizard</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

function storedDealer(): unknown {
  return (JSON.parse(window.localStorage.getItem(STORAGE_KEYS.inputs) ?? "{}") as { dealerSlug?: string }).dealerSlug;
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetDealerData();
  document.getElementById("plugplan-dealer")?.remove();
  progressStore.useBackend(null);
});

describe("dealer pages", () => {
  it("a registered dealer from the Worker's injected record: name, offers, FAQ + additions; the plan remembers it", async () => {
    const fetchMock = stubRegistry([]);
    const script = document.createElement("script");
    script.type = "application/json";
    script.id = "plugplan-dealer";
    script.textContent = JSON.stringify({ slug: "galpinhonda", record: GALPIN });
    document.body.append(script);
    renderAt("/galpinhonda");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Your EV charging plan from Galpin Honda");
    expect(screen.getByRole("heading", { name: "Honda Manufacturer Offers" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Home Charging" })).toBeTruthy();
    expect(screen.getAllByRole("button").filter((b) => b.closest(".dealer__faq"))).toHaveLength(8);
    expect(screen.queryByRole("heading", { name: "Pro Tip" })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled(); // no request: the record came with the page
    await waitFor(() => expect(storedDealer()).toBe("galpinhonda"));
  });

  it("on client-side navigation the record comes from the API", async () => {
    stubRegistry([GALPIN]);
    renderAt("/GalpinHonda");
    expect(await screen.findByRole("heading", { level: 1, name: "Your EV charging plan from Galpin Honda" })).toBeTruthy();
  });

  it("an unknown slug gets the generic page, never shows the slug as a name, and is never remembered", async () => {
    stubRegistry([]);
    const { unmount } = renderAt("/free-iphone-call-555-0100");
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Your EV charging plan");
    expect(screen.getByRole("heading", { name: "Manufacturer Offer" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Pro Tip" })).toBeTruthy();
    unmount();
    // A slug that reads like a business is no more a dealer than a spam one (issue 25).
    const { container } = renderAt("/free-tesla-giveaway");
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Your EV charging plan");
    expect(container.textContent).not.toMatch(/tesla|giveaway/i);
    expect(container.querySelector(".dealer__wordmark")).toBeNull();
    // The questions are the ones the FAQPage data carries (domain/page-resolution.ts).
    const questions = [...container.querySelectorAll(".dealer__faq .collapsible__toggle > span:first-child")].map((title) => title.textContent);
    expect(questions).toEqual(dealerFaq(unknownDealerName()).map((entry) => entry.question));
    expect(storedDealer()).toBeUndefined();
  });

  it("reserved words are the 404 page", () => {
    stubRegistry([]);
    renderAt("/pricing");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Page not found");
  });
});

describe("the dealer in the plan", () => {
  it("From <dealer> lists only live offers, apart from public incentives; nothing without a live one", async () => {
    const now = Date.now();
    const record = {
      ...GALPIN,
      offers: [
        offer("100", { title: "Ended", endDate: californiaDate(now - DAY_MS) }),
        offer("200", { title: "Live", endDate: californiaDate(now + 30 * DAY_MS) }),
      ],
    };
    stubRegistry([record]);
    render(<FromDealer dealerSlug="galpinhonda" />);
    const region = await screen.findByRole("region", { name: "From Galpin Honda" });
    expect(region.textContent).toContain("$200 credit");
    expect(region.textContent).not.toContain("$100 credit");
    expect(region.textContent).toContain("They are not public incentives");
    resetDealerData();
    stubRegistry([{ ...record, offers: [record.offers[0]!] }]);
    const { container } = render(<FromDealer dealerSlug="galpinhonda" />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.innerHTML).toBe("");
  });

  it("partner installers are marked 'Recommended by <dealer>'", async () => {
    stubRegistry([GALPIN]);
    await progressStore.updateInputs({ dealerSlug: "galpinhonda" });
    render(<DealerPartnerInstallers />);
    const list = await screen.findByRole("list", { name: "Installers recommended by Galpin Honda" });
    expect(list.textContent).toContain("Recommended by Galpin Honda");
    expect(list.textContent).toContain("Partner Electric");
    expect(list.textContent).toContain("CA license 1234567 · Van Nuys");
    expect(screen.getByRole("link", { name: /Call Partner Electric/ }).getAttribute("href")).toBe("tel:+15555550100");
  });
});
