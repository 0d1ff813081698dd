// The dealer registry's public record: what the Worker resolves at the edge and hands to the SPA,
// and what the plan shows of the dealer. Zod-free (the SPA's dealer page and the plan import it);
// the schemas that validate it at every boundary are in ./schema.ts.
import type { FaqEntry } from "../meta";
import * as m from "../i18n/messages";

/** An offer the dealer supplies. Amount is text as the dealer words it ("$500 installation credit"). */
export interface DealerOffer {
  /** Stable within the dealer ("home", "portable"): lower-case letters, digits and hyphens. */
  id: string;
  title: string;
  amount: string;
  details: string;
  /** Conditions as the dealer words them; null when none were given. */
  terms: string | null;
  /** Who the offer suits (the spec's "best for" text); null when none was given. */
  bestFor: string | null;
  /** ISO dates (YYYY-MM-DD), inclusive, in California time; null = open-ended. */
  startDate: string | null;
  endDate: string | null;
  /** Where the offer comes from, shown beside it. */
  source: string;
}

/** An installer the dealer recommends; every field as the dealer supplied it. */
export interface PartnerInstaller {
  company: string;
  /** California contractor (CSLB) license number. */
  licenseNumber: string;
  phone: string | null;
  website: string | null;
  /** Cities, counties or regions the installer serves. */
  serviceAreas: string[];
}

export interface DealerRecord {
  slug: string;
  name: string;
  /** null when we were not given one (the five seeded dealers: we never guess). */
  city: string | null;
  brand: string;
  website: string | null;
  phone: string | null;
  /** Same-origin path of the logo in R2 (/dealer-logos/…), or null: the page uses a wordmark. */
  logoUrl: string | null;
  offers: DealerOffer[];
  installers: PartnerInstaller[];
  /** Extra questions after the seven standard ones. */
  faq: FaqEntry[];
  /** Epoch ms of the last change (cache key part for the logo and the edge cache). */
  updatedAt: number;
}

/** Today's date in California (the dealers' time zone) as YYYY-MM-DD: offers end at local midnight. */
export function californiaDate(nowMs: number): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/Los_Angeles",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date(nowMs));
}

/** Is the offer live on `today` (YYYY-MM-DD)? Start and end dates are inclusive. */
export function isOfferLive(offer: Pick<DealerOffer, "startDate" | "endDate">, today: string): boolean {
  if (offer.startDate !== null && today < offer.startDate) return false;
  if (offer.endDate !== null && today > offer.endDate) return false;
  return true;
}

/** The offers of the plan's dealer that are live now: ended and not-yet-started offers never show. */
export function liveDealerOffers(dealer: Pick<DealerRecord, "offers"> | null | undefined, nowMs: number): DealerOffer[] {
  if (!dealer) return [];
  const today = californiaDate(nowMs);
  return dealer.offers.filter((offer) => isOfferLive(offer, today));
}

/** The record with only live offers: what the Worker hands out, so an ended offer shows nowhere. */
export function withLiveOffers(dealer: DealerRecord, nowMs: number): DealerRecord {
  return { ...dealer, offers: liveDealerOffers(dealer, nowMs) };
}

/** "Honda Manufacturer Offers": the spec's heading for a dealer's offer cards. */
export function offersHeading(dealer: Pick<DealerRecord, "brand">): string {
  return m.dealer_offers_heading({ brand: dealer.brand });
}
