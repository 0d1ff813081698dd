// One dealer offer's text: amount, details, terms, who it suits, dates and source. Used on the
// dealer page, in the plan's "From <dealer>" card and in the home-charger guide.
import type { DealerOffer } from "../../../domain/dealers/model";
import { offerDates } from "./offer-format";

export function DealerOfferBody({ offer }: { offer: DealerOffer }) {
  const dates = offerDates(offer);
  return (
    <>
      <p className="dealer-offer__amount">{offer.amount}</p>
      <p>{offer.details}</p>
      {offer.terms ? (
        <p>
          <strong>Terms:</strong> {offer.terms}
        </p>
      ) : null}
      {offer.bestFor ? (
        <p>
          <strong>Best for:</strong> {offer.bestFor}
        </p>
      ) : null}
      <p className="dealer-offer__meta">
        {dates ? `${dates}. ` : "No end date given. "}Source: {offer.source}
      </p>
    </>
  );
}
