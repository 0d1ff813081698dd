// The seven dealer-page questions (savings-tools-and-pages.md §9), phrased for the dealership.
// Shown on the page and emitted as FAQPage structured data at the edge, so both read the same.
// Facts only from our data: federal credit end dates (incentives.csv), Level 1 rate (spec §9).
// The words are in ./i18n (en.json, es.json).
import type { FaqEntry } from "../meta";
import * as m from "../i18n/messages";
import { PRODUCT_NAME } from "../routes";

/** The seven dealer-page questions, phrased for the given dealership, in the language being read. */
export function dealerFaq(dealerName: string): readonly FaqEntry[] {
  const names = { dealer: dealerName, product: PRODUCT_NAME };
  return [
    { question: m.dealer_faq_what_q(names), answer: m.dealer_faq_what_a(names) },
    { question: m.dealer_faq_personal_q(), answer: m.dealer_faq_personal_a() },
    { question: m.dealer_faq_time_q(), answer: m.dealer_faq_time_a() },
    { question: m.dealer_faq_tells_q(), answer: m.dealer_faq_tells_a() },
    { question: m.dealer_faq_outlet_q(), answer: m.dealer_faq_outlet_a() },
    { question: m.dealer_faq_credit_q(), answer: m.dealer_faq_credit_a() },
    { question: m.dealer_faq_cost_q(names), answer: m.dealer_faq_cost_a() },
  ];
}
