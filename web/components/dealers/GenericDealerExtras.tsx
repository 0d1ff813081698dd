// The generic dealer page's benefits list, Manufacturer Offer card and Pro Tip card (spec §2, §9).
import { genericBenefits, genericManufacturerOffer, proTip } from "../../../domain/dealers/offers";
import * as m from "../../../domain/i18n/messages";

export function GenericDealerExtras({ dealerName }: { dealerName: string }) {
  const offer = genericManufacturerOffer(dealerName);
  return (
    <>
      <section className="dealer__benefits" aria-labelledby="dealer-benefits-heading">
        <h2 id="dealer-benefits-heading">{m.dealer_page_benefits_heading()}</h2>
        <ul>
          {genericBenefits().map((benefit) => (
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
          <h2 id="dealer-tip-heading">{m.dealer_page_pro_tip()}</h2>
          <p>{proTip()}</p>
        </section>
      </div>
    </>
  );
}
