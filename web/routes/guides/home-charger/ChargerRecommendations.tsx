// "Level 2 Charger Recommendations": the §5 filter, cheapest first, 3 columns wide, 1 on phones.
import type { HomeSetup } from "../../../../domain/contracts/progress.schema";
import { recommendedChargers } from "../../../../domain/chargers/filter";
import { NOT_SURE, type OutletChoice } from "../../../../domain/chargers/outlet-types";
import { getChargerProducts, getChargersFile, type ChargerProduct } from "../../../../domain/chargers/products";
import { ENERGY_STAR_CHARGERS, ENERGY_STAR_NOTE, LISTING_EXPLAINER } from "../../../../domain/chargers/certification";

/** Where real, certified models of a kind are listed. */
function CertifiedModels() {
  const { name, url } = ENERGY_STAR_CHARGERS;
  return (
    <p className="charger-card__certified">
      Find certified models of this kind in the{" "}
      <a href={url} target="_blank" rel="noopener noreferrer">
        {name}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
      , and check for a UL or other NRTL safety mark.
    </p>
  );
}

function caption(setup: HomeSetup, outlet: OutletChoice): string {
  if (setup === "level1") return "Ready to go faster than a household outlet? These need a 240V circuit from an electrician.";
  if (setup === "level2") return "Chargers that can replace or upgrade your existing Level 2 charger.";
  if (outlet === null) return "Pick your outlet above to narrow this down. These work with the common NEMA 14-50, 14-30 and 10-30 outlets.";
  if (outlet === NOT_SURE) return "Not sure of your outlet? These work with the common NEMA 14-50, 14-30 and 10-30 outlets.";
  return `Chargers that work with your ${outlet} outlet.`;
}

function ChargerCard({ product }: { product: ChargerProduct }) {
  return (
    <article className="charger-card card" data-testid="charger-card">
      <span className="badge badge--success charger-card__tag">{product.tag}</span>
      <h3 className="charger-card__title">{product.title}</h3>
      <p className="charger-card__price">{product.priceText}</p>
      <ul className="charger-card__bullets">
        {product.bullets.map((bullet) => (
          <li key={bullet}>{bullet}</li>
        ))}
      </ul>
      <CertifiedModels />
      {product.link ? (
        <a href={product.link} target="_blank" rel="noopener noreferrer">
          See the product<span className="visually-hidden"> {product.title} (opens in a new tab)</span>
        </a>
      ) : null}
    </article>
  );
}

export function ChargerRecommendations({ setup, outlet }: { setup: HomeSetup; outlet: OutletChoice }) {
  const products = recommendedChargers(getChargerProducts(), setup, outlet);
  const file = getChargersFile();
  return (
    <section aria-labelledby="charger-recs-title" className="charger-recs">
      <h2 id="charger-recs-title">Level 2 Charger Recommendations</h2>
      <p aria-live="polite">{caption(setup, outlet)}</p>
      <ul className="grid grid--3 charger-recs__grid" aria-label="Recommended chargers, lowest price first">
        {products.map((product) => (
          <li key={product.id}>
            <ChargerCard product={product} />
          </li>
        ))}
      </ul>
      <div className="charger-recs__certification" data-testid="charger-certification">
        <h3>{LISTING_EXPLAINER.title}</h3>
        <p>{LISTING_EXPLAINER.body}</p>
        <p>{ENERGY_STAR_NOTE}</p>
      </div>
      <p className="source-note">
        {file.priceNote} We describe products by kind rather than brand. Source: {file.source.replace(/, .*$/, "")}, checked{" "}
        {file.checked}.
      </p>
    </section>
  );
}
