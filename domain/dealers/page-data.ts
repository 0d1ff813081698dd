// What the Worker hands the SPA in a dealer page's HTML (worker/html/dealer-data.ts).
import type { DealerRecord } from "./model";

export const DEALER_DATA_ELEMENT_ID = "plugplan-dealer";

export interface DealerPageData {
  /** The slug of the page (lower case). */
  slug: string;
  /** The registered dealer with its live offers, or null: the slug is not in the registry. */
  record: DealerRecord | null;
}
