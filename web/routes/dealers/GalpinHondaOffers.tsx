// "Honda Manufacturer Offers": three independent collapsible cards (spec §9).
import { GALPIN_HONDA_OFFERS } from "../../../domain/dealers/offers";
import { Collapsible } from "../../components/ui/Collapsible";

export function GalpinHondaOffers({ dealerName }: { dealerName: string }) {
  return (
    <section className="dealer__offers" aria-labelledby="dealer-offers-heading">
      <h2 id="dealer-offers-heading">Honda Manufacturer Offers</h2>
      <p className="dealer__offers-note">
        These are the offers as provided to us. Terms, eligibility and end dates can change, so confirm them with{" "}
        {dealerName} before you buy or lease.
      </p>
      <div className="dealer__offer-list">
        {GALPIN_HONDA_OFFERS.map((offer) => (
          <Collapsible key={offer.id} title={offer.title} headingLevel={3} className="dealer__offer">
            <p className="dealer__offer-amount">{offer.creditAmount}</p>
            <p>{offer.description}</p>
            <p>
              <strong>Best for:</strong> {offer.bestFor}
            </p>
          </Collapsible>
        ))}
      </div>
    </section>
  );
}
