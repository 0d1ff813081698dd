// The generic dealer page's benefits list, Manufacturer Offer card and Pro Tip card (spec §2, §9).
import { GENERIC_BENEFITS, genericManufacturerOffer, PRO_TIP } from "../../../domain/dealers/offers";

export function GenericDealerExtras({ dealerName }: { dealerName: string }) {
  const offer = genericManufacturerOffer(dealerName);
  return (
    <>
      <section className="dealer__benefits" aria-labelledby="dealer-benefits-heading">
        <h2 id="dealer-benefits-heading">What your plan gives you</h2>
        <ul>
          {GENERIC_BENEFITS.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      </section>
      <div className="grid grid--2 dealer__cards">
        <section className="card dealer__offer-card" aria-labelledby="dealer-offer-heading">
          <h2 id="dealer-offer-heading">{offer.title}</h2>
          <p>{offer.text}</p>
        </section>
        <section className="card dealer__tip-card" aria-labelledby="dealer-tip-heading">
          <h2 id="dealer-tip-heading">Pro Tip</h2>
          <p>{PRO_TIP}</p>
        </section>
      </div>
    </>
  );
}
