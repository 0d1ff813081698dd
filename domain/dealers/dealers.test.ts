import { describe, expect, it } from "vitest";
import { dealerPageMeta } from "../page-resolution";
import { PAGE_CONTENT } from "../page-content";
import { findNamedDealer, NAMED_DEALERS } from "./dealers";
import { NamedDealerSchema } from "./dealers.schema";
import { dealerFaq } from "./faq";
import { GALPIN_HONDA_OFFERS, GENERIC_DEALER_DEFAULTS, genericManufacturerOffer, PRO_TIP } from "./offers";
import { dealerNameFromSlug, matchDealerPath } from "./slug";

describe("named dealers", () => {
  it("are the five slugs of the spec with unique names", () => {
    expect(NAMED_DEALERS.map((dealer) => dealer.slug)).toEqual([
      "genesisvannuys",
      "galpinhonda",
      "sanleandrohyundai",
      "sanjosemitsubishi",
      "haywardkia",
    ]);
    expect(new Set(NAMED_DEALERS.map((dealer) => dealer.name)).size).toBe(5);
  });

  it("every record is valid", () => {
    for (const dealer of NAMED_DEALERS) expect(NamedDealerSchema.safeParse(dealer).success).toBe(true);
    expect(NamedDealerSchema.safeParse({ slug: "Bad Slug", name: "X", brand: "" }).success).toBe(false);
  });

  it("each slug routes to its named page, case-insensitively", () => {
    for (const dealer of NAMED_DEALERS) {
      expect(matchDealerPath(`/${dealer.slug}`)).toEqual({ kind: "named", dealer });
      expect(findNamedDealer(dealer.slug.toUpperCase())).toBe(dealer);
    }
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

  it("feeds the FAQPage structured data of dealer pages", () => {
    const match = matchDealerPath("/bay-area-toyota")!;
    const meta = dealerPageMeta(match, "https://plugplan.test", PAGE_CONTENT);
    expect(meta.title).toBe("Your EV charging plan from Bay Area Toyota | PlugPlan");
    const entities = (meta.structuredData as { mainEntity: { name: string }[] }).mainEntity;
    expect(entities.map((entity) => entity.name)).toEqual(dealerFaq("Bay Area Toyota").map((item) => item.question));
  });
});

describe("offers", () => {
  it("Galpin Honda has the three offers of §9", () => {
    expect(GALPIN_HONDA_OFFERS.map((offer) => offer.title)).toEqual(["Home Charging", "Portable Charging", "Public Charging"]);
    const [home, portable, publicOffer] = GALPIN_HONDA_OFFERS;
    expect(home!.description).toContain("$500");
    expect(home!.description).toContain("$100 of public charging credits (about 700 miles)");
    expect(home!.description).toContain("bought separately");
    expect(portable!.description).toContain("$250 installation credit plus $300");
    expect(portable!.description).toContain("about 2,100 miles");
    expect(portable!.description).toContain("at the dealership");
    expect(publicOffer!.description).toBe("$750 of public charging credits (about 5,250 miles).");
  });

  it("the generic page uses the §9 defaults", () => {
    expect(GENERIC_DEALER_DEFAULTS).toEqual({ dealerName: "CarDealer", carCompany: "American EV", provider: "Charging Market" });
    const offer = genericManufacturerOffer(dealerNameFromSlug("bay-area-toyota"));
    expect(offer.text).toContain("one complimentary home charger");
    expect(offer.text).toContain("American EV");
    expect(offer.text).toContain("Charging Market, a third-party installer marketplace");
    expect(offer.text).toContain("Limited to one charger manufacturer");
    expect(offer.text).toContain("Ask Bay Area Toyota");
    expect(PRO_TIP).toMatch(/^Also get quotes from local electricians/);
  });
});
