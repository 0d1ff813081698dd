// "From <dealer>": the live offers of the dealer a plan started at, kept apart from public
// incentives (they are the dealer's, as provided, not programs we track). Self-contained: give it
// the plan's dealer slug; it renders nothing when there is no dealer or no live offer.
import { liveDealerOffers } from "../../../domain/dealers/model";
import { useDealer } from "../../lib/dealers/dealer-data";
import { useIsClient } from "../../lib/useIsClient";
import { DealerOfferBody } from "./DealerOfferBody";
import "./dealers.css";

export function FromDealer({ dealerSlug, headingLevel = 2 }: { dealerSlug: string; headingLevel?: 2 | 3 }) {
  const dealer = useDealer(dealerSlug);
  // Which offers are live depends on today's date: decided in the browser, never in a prerender.
  const isClient = useIsClient();
  if (!isClient || dealer.status !== "ready" || !dealer.record) return null;
  const offers = liveDealerOffers(dealer.record, Date.now());
  if (offers.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  const name = dealer.record.name;
  return (
    <section className="card from-dealer" aria-labelledby={`from-dealer-${dealerSlug}`}>
      <Heading id={`from-dealer-${dealerSlug}`}>From {name}</Heading>
      <p className="from-dealer__note">
        Offers from the dealer your plan started at, as {name} provided them. They are not public incentives: confirm
        the terms with {name}.
      </p>
      <ul className="from-dealer__list">
        {offers.map((offer) => (
          <li key={offer.id} className="dealer-offer">
            <h3 className="dealer-offer__title">{offer.title}</h3>
            <DealerOfferBody offer={offer} />
          </li>
        ))}
      </ul>
    </section>
  );
}
