import { describe, expect, it } from "vitest";
import { dealerPageMeta, resolvePage, UNKNOWN_DEALER_ROBOTS } from "../page-resolution";
import { PAGE_CONTENT } from "../page-content";
import seedJson from "./seed.json";
import { dealerFaq } from "./faq";
import { californiaDate, isOfferLive, liveDealerOffers, offersHeading, withLiveOffers, type DealerOffer, type DealerRecord } from "./model";
import { GENERIC_DEALER_DEFAULTS, genericManufacturerOffer, proTip } from "./offers";
import { DealerInputSchema, DealerPageEditSchema, describeIssues } from "./dealers.schema";
import { dealerMatchKey, matchDealerPath } from "./slug";
import { testDealer, testOffer } from "./test-records";

const ORIGIN = "https://plugplan.test";
const seed: unknown[] = seedJson;

/** An offer with a $500 installation credit (id "x" unless given). */
const offer = (partial: Partial<DealerOffer>): DealerOffer =>
  testOffer(partial.id ?? "x", { title: "Install credit", amount: "$500 installation credit", details: "Details", ...partial });

const galpin: DealerRecord = testDealer({
  offers: [offer({ id: "home", title: "Home Charging" })],
  faq: [{ question: "Do you sell chargers?", answer: "Ask our service desk about portable charging kits." }],
  updatedAt: 0,
});

describe("which paths may be dealer pages", () => {
  it("a one-segment slug is a candidate, lower-cased", () => {
    expect(matchDealerPath("/GalpinHonda")).toBe("galpinhonda");
    expect(matchDealerPath("/bay-area-toyota/")).toBe("bay-area-toyota");
  });

  it.each([
    "/pricing",
    "/contact",
    "/help",
    "/search",
    "/admin",
    "/api",
    "/dealer",
    "/dealers",
    "/login",
    "/about",
    "/charging-plan",
    "/shared-plan",
    "/Pricing",
    "/ev-anything",
    "/home-depot",
    "/public-x",
    "/maximize-y",
    "/automate-z",
    "/two/segments",
    "/favicon.ico",
    "/-leading-hyphen",
  ])("%s is never a dealer page", (path) => {
    expect(matchDealerPath(path)).toBeUndefined();
  });
});

describe("page meta", () => {
  it("an unknown slug: 200, noindex nofollow, canonical /, generic title and og tags, nothing from the slug", () => {
    const page = resolvePage("/free-iphone-call-555-0100", ORIGIN, PAGE_CONTENT);
    expect(page.kind).toBe("dealer");
    expect(page.status).toBe(200);
    expect(page.dealer).toEqual({ slug: "free-iphone-call-555-0100", record: null });
    expect(page.meta.robots).toBe(UNKNOWN_DEALER_ROBOTS);
    expect(UNKNOWN_DEALER_ROBOTS).toBe("noindex, nofollow");
    expect(page.meta.canonical).toBe(`${ORIGIN}/`);
    expect(page.meta.title).toBe("Your EV charging plan from your dealer | PlugPlan");
    expect(JSON.stringify(page.meta)).not.toMatch(/iphone|555/i);
    // A business-like slug is not echoed either (nor in the page body: web/routes/dealers/DealerPage.test.tsx).
    expect(JSON.stringify(resolvePage("/tesla-scam-motors", ORIGIN, PAGE_CONTENT).meta)).not.toMatch(/scam/i);
  });

  it("a registered dealer: indexable, self-canonical, its name, FAQPage with the 7 questions and its additions", () => {
    const page = resolvePage("/GalpinHonda", ORIGIN, PAGE_CONTENT, (slug) => (slug === "galpinhonda" ? galpin : null));
    expect(page.meta.robots).toBe("index, follow");
    expect(page.meta.canonical).toBe(`${ORIGIN}/galpinhonda`);
    expect(page.meta.title).toBe("Your EV charging plan from Galpin Honda | PlugPlan");
    const faqPage = page.meta.structuredData?.[0] as { "@type": string; mainEntity: { name: string }[] };
    const entities = faqPage.mainEntity;
    expect(faqPage["@type"]).toBe("FAQPage");
    expect(page.meta.structuredData).toHaveLength(1); // no trail on a dealer page
    expect(entities.map((entity) => entity.name)).toEqual([...dealerFaq("Galpin Honda").map((item) => item.question), "Do you sell chargers?"]);
  });

  it("dealerPageMeta without content has an empty FAQ list", () => {
    expect((dealerPageMeta(galpin, ORIGIN).structuredData?.[0] as { mainEntity: unknown[] }).mainEntity).toEqual([]);
  });
});

describe("dealer FAQ", () => {
  it("has seven distinct, non-empty questions naming the dealer", () => {
    const faq = dealerFaq("Galpin Honda");
    expect(faq).toHaveLength(7);
    expect(new Set(faq.map((item) => item.question)).size).toBe(7);
    for (const item of faq) expect(item.answer.length).toBeGreaterThan(40);
    expect(faq[0]!.question).toContain("Galpin Honda");
  });

  it("states the promises and the federal credit end dates", () => {
    const text = dealerFaq("X").map((item) => item.answer).join(" ");
    expect(text).toContain("About 5 minutes");
    expect(text).toContain("without an account, a name, an email address or a phone number");
    expect(text).toContain("acquired after September 30, 2025");
    expect(text).toContain("placed in service after June 30, 2026");
    expect(text).toContain("up to about 3 miles of range per hour");
  });
});

describe("offer dates", () => {
  it("California date: 07:59 UTC on Mar 2 is still Mar 1 in Los Angeles (PST, UTC-8)", () => {
    expect(californiaDate(Date.UTC(2026, 2, 2, 7, 59))).toBe("2026-03-01");
    expect(californiaDate(Date.UTC(2026, 2, 2, 8, 0))).toBe("2026-03-02");
    // Summer time (PDT, UTC-7)
    expect(californiaDate(Date.UTC(2026, 6, 2, 6, 59))).toBe("2026-07-01");
  });

  it("start and end dates are inclusive; open ends are always live", () => {
    const dated = offer({ startDate: "2026-03-01", endDate: "2026-03-31" });
    expect(isOfferLive(dated, "2026-02-28")).toBe(false);
    expect(isOfferLive(dated, "2026-03-01")).toBe(true);
    expect(isOfferLive(dated, "2026-03-31")).toBe(true);
    expect(isOfferLive(dated, "2026-04-01")).toBe(false);
    expect(isOfferLive(offer({}), "1999-01-01")).toBe(true);
  });

  it("liveDealerOffers drops ended and future offers; no dealer, no offers", () => {
    const dealer = {
      ...galpin,
      offers: [offer({ id: "ended", endDate: "2026-11-22" }), offer({ id: "live", endDate: "2026-11-23" }), offer({ id: "soon", startDate: "2026-11-24" })],
    };
    const nov23Noon = Date.UTC(2026, 10, 23, 20);
    expect(liveDealerOffers(dealer, nov23Noon).map((o) => o.id)).toEqual(["live"]);
    expect(withLiveOffers(dealer, nov23Noon).offers.map((o) => o.id)).toEqual(["live"]);
    expect(liveDealerOffers(null, nov23Noon)).toEqual([]);
  });

  it("the offers heading is the spec's 'Honda Manufacturer Offers'", () => {
    expect(offersHeading(galpin)).toBe("Honda Manufacturer Offers");
  });
});

describe("registry input validation", () => {
  it("the seed is the spec's five dealers and Galpin Honda's three offers, all valid", () => {
    const records = seed.map((item) => DealerInputSchema.parse(item));
    expect(records.map((d) => [d.slug, d.name, d.brand])).toEqual([
      ["genesisvannuys", "Genesis of Van Nuys", "Genesis"],
      ["galpinhonda", "Galpin Honda", "Honda"],
      ["sanleandrohyundai", "San Leandro Hyundai", "Hyundai"],
      ["sanjosemitsubishi", "San Jose Mitsubishi", "Mitsubishi"],
      ["haywardkia", "Hayward Kia", "Kia"],
    ]);
    // We were given no cities, websites or phone numbers: none are made up.
    for (const d of records) expect([d.city, d.website, d.phone, d.installers.length]).toEqual([null, null, null, 0]);
    const offers = records[1]!.offers;
    expect(offers.map((o) => o.title)).toEqual(["Home Charging", "Portable Charging", "Public Charging"]);
    expect(offers[0]!.amount).toBe("$500 installation credit + $100 public charging credits");
    expect(offers[0]!.details).toContain("$100 of public charging credits (about 700 miles)");
    expect(offers[0]!.details).toContain("bought separately");
    expect(offers[1]!.details).toContain("$250 installation credit plus $300");
    expect(offers[1]!.details).toContain("about 2,100 miles");
    expect(offers[1]!.details).toContain("at the dealership");
    expect(offers[2]!.details).toBe("$750 of public charging credits (about 5,250 miles).");
    for (const d of records.filter((d) => d.slug !== "galpinhonda")) expect(d.offers).toEqual([]);
  });

  it("every rule has a message naming the field (array positions from 1)", () => {
    const result = DealerInputSchema.safeParse({
      slug: "Pricing Page",
      name: " ",
      brand: "Honda",
      phone: "555-0100",
      website: "ftp://x",
      offers: [
        offer({ id: "a", startDate: "2026-05-01", endDate: "2026-04-01" }),
        offer({ id: "a", endDate: "2026-02-30" }),
      ],
      installers: [{ company: "X", licenseNumber: "ABC", phone: null, website: null, serviceAreas: [] }],
    });
    expect(result.success).toBe(false);
    const messages = describeIssues(result.error!.issues);
    expect(messages).toEqual(
      expect.arrayContaining([
        "slug: must be 1 to 40 lower-case letters, digits or hyphens, starting and ending with a letter or digit",
        "name: is required",
        "website: must be an http(s) address",
        "phone: must be a 10-digit US phone number, like (555) 555-0100",
        "offers[1].endDate: must not be before the start date",
        "offers[2].endDate: must be a date written YYYY-MM-DD",
        "offers: must have distinct ids",
        "installers[1].licenseNumber: must be a California (CSLB) license number: digits only, at most 8",
        "installers[1].serviceAreas: must name at least one area",
      ]),
    );
  });

  it("reserved words cannot be registered", () => {
    const result = DealerInputSchema.safeParse({ slug: "pricing", name: "Pricing", brand: "X" });
    expect(describeIssues(result.error!.issues)).toEqual([
      "slug: is a reserved word or starts with a reserved prefix (ev-, home-, public-, maximize-, automate-)",
    ]);
  });

  it("staff edits: empty optional text is null, unknown fields are refused", () => {
    const ok = DealerPageEditSchema.parse({ name: "Galpin Honda", city: "  ", offers: [], installers: [], faq: [] });
    expect(ok.city).toBeNull();
    expect(DealerPageEditSchema.safeParse({ name: "X", offers: [], installers: [], faq: [], slug: "other" }).success).toBe(false);
  });
});

describe("generic page content", () => {
  it("uses the §9 defaults", () => {
    expect(GENERIC_DEALER_DEFAULTS).toEqual({ dealerName: "CarDealer", carCompany: "American EV", provider: "Charging Market" });
    const generic = genericManufacturerOffer("Bay Area Toyota");
    expect(generic.text).toContain("one complimentary home charger");
    expect(generic.text).toContain("American EV");
    expect(generic.text).toContain("Charging Market, a third-party installer marketplace");
    expect(generic.text).toContain("Limited to one charger manufacturer");
    expect(generic.text).toContain("Ask Bay Area Toyota");
    expect(proTip()).toMatch(/^Also get quotes from local electricians/);
  });
});

describe("one dealer, one address", () => {
  it("slugs that differ only by hyphens or case share a match key; others do not", () => {
    expect(dealerMatchKey("galpin-honda")).toBe("galpinhonda");
    expect(dealerMatchKey("GalpinHonda")).toBe("galpinhonda");
    expect(dealerMatchKey("galpinhonda")).toBe("galpinhonda");
    expect(dealerMatchKey("galpin-hondas")).not.toBe(dealerMatchKey("galpinhonda"));
    expect(dealerMatchKey("bay-toyota-2")).toBe("baytoyota2");
  });
});
