// All structured-data content: used whole by the Worker, lazily by the SPA.
import { dealerFaq } from "./dealers/faq";
import type { ContentSource } from "./page-resolution";
import { structuredContentFor } from "./structured-content";

export const PAGE_CONTENT: ContentSource = {
  forRoute: structuredContentFor,
  forDealer: (dealerName) => ({ faq: dealerFaq(dealerName) }),
};
