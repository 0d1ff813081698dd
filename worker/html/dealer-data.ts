// The dealer record the SPA's dealer page needs, handed over in the HTML so the page renders
// without another request: <script type="application/json" id="plugplan-dealer">. A JSON script is
// data, never run, so the CSP needs no hash for it.
import type { DealerRecord } from "../../domain/dealers/model";
import { DEALER_DATA_ELEMENT_ID, type DealerPageData } from "../../domain/dealers/page-data";
import { serializeJsonLd } from "../../domain/meta";

/** `record` must already hold only its live offers (withLiveOffers): the first screen uses the same one. */
export function dealerDataScript(dealer: { slug: string; record: DealerRecord | null }): string {
  const data: DealerPageData = { slug: dealer.slug, record: dealer.record };
  // serializeJsonLd escapes <, > and &, so nothing in a dealer's text can close the script.
  return `<script type="application/json" id="${DEALER_DATA_ELEMENT_ID}">${serializeJsonLd(data)}</script>`;
}
