// The placeholder dealer the build prerenders the dealer page for (DEALER_TEMPLATE_PATH). Every text the Worker fills in is a token that cannot occur in real
// markup; the template has the most offers and extra questions a dealer may have (schema.ts), and
// the Worker removes the ones a dealer does not use. Removing later siblings never changes the
// earlier ones' markup (React derives ids from tree positions), so the filled page hydrates.
import type { DealerRecord } from "./model";
import { PRERENDER_DIR, PRERENDERED_PATHS } from "../prerender";

// Kept out of ../prerender.ts, which is in the app's entry bundle: only the build and the Worker need these.

/**
 * The path the build renders the template at: a valid page slug that no registry slug (at most
 * 40 characters) can ever be.
 */
export const DEALER_TEMPLATE_PATH = "/plugplan-dealer-first-screen-template-built-once";

/** What the build prerenders: the pages of ../prerender.ts, and the dealer first-screen template. */
export const BUILD_PRERENDER_PATHS: readonly string[] = Object.freeze([...PRERENDERED_PATHS, DEALER_TEMPLATE_PATH]);

/** Where the build writes the template. */
export const DEALER_TEMPLATE_ASSET = `/${PRERENDER_DIR}/dealer-first-screen.json`;

export const MAX_TEMPLATE_OFFERS = 10;
export const MAX_TEMPLATE_FAQ = 10;

export const TEMPLATE_TOKENS = {
  name: "PPTOKENDEALERNAME",
  brand: "PPTOKENDEALERBRAND",
  city: "PPTOKENDEALERCITY",
  offerTitle: (index: number) => `PPTOKENOFFER${index}TITLE`,
  faqQuestion: (index: number) => `PPTOKENFAQ${index}QUESTION`,
} as const;

export function dealerTemplateRecord(slug: string): DealerRecord {
  return {
    slug,
    name: TEMPLATE_TOKENS.name,
    city: TEMPLATE_TOKENS.city,
    brand: TEMPLATE_TOKENS.brand,
    website: null,
    phone: null,
    logoUrl: null,
    offers: Array.from({ length: MAX_TEMPLATE_OFFERS }, (_, index) => ({
      id: `template-${index}`,
      title: TEMPLATE_TOKENS.offerTitle(index),
      amount: "-",
      details: "-",
      terms: null,
      bestFor: null,
      startDate: null,
      endDate: null,
      source: "-",
    })),
    installers: [],
    faq: Array.from({ length: MAX_TEMPLATE_FAQ }, (_, index) => ({ question: TEMPLATE_TOKENS.faqQuestion(index), answer: "-" })),
    updatedAt: 0,
  };
}
