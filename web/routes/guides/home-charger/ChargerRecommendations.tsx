// "Level 2 Charger Recommendations": the §5 filter, cheapest first, 3 columns wide, 1 on phones.
import * as m from "../../../../domain/i18n/messages";
import { chargersPriceNote, chargersSourceName, chargerWords } from "../../../../domain/chargers/words";
import type { HomeSetup } from "../../../../domain/contracts/progress.schema";
import { recommendedChargers } from "../../../../domain/chargers/filter";
import { NOT_SURE, type OutletChoice } from "../../../../domain/chargers/outlet-types";
import { getChargerProducts, getChargersFile, type ChargerProduct } from "../../../../domain/chargers/products";
import { ENERGY_STAR_CHARGERS, energyStarNote, LISTING_EXPLAINER } from "../../../../domain/chargers/certification";

/** Where real, certified models of a kind are listed. */
function CertifiedModels() {
  const { name, url } = ENERGY_STAR_CHARGERS;
  return (
    <p className="charger-card__certified">
      {m.guide_home_certified_before()}{" "}
      <a href={url} target="_blank" rel="noopener noreferrer">
        {name}
        <span className="visually-hidden">{m.guide_home_new_tab()}</span>
      </a>
      {m.guide_home_certified_after()}
    </p>
  );
}

function caption(setup: HomeSetup, outlet: OutletChoice): string {
  if (setup === "level1") return m.guide_home_caption_level1();
  if (setup === "level2") return m.guide_home_caption_level2();
  if (outlet === null) return m.guide_home_caption_pick();
  if (outlet === NOT_SURE) return m.guide_home_caption_not_sure();
  return m.guide_home_caption_outlet({ outlet });
}

function ChargerCard({ product }: { product: ChargerProduct }) {
  const words = chargerWords(product);
  return (
    <article className="charger-card card" data-testid="charger-card">
      <span className="badge badge--success charger-card__tag">{words.tag}</span>
      <h3 className="charger-card__title">{words.title}</h3>
      <p className="charger-card__price">{words.priceText}</p>
      <ul className="charger-card__bullets">
        {words.bullets.map((bullet) => (
          <li key={bullet}>{bullet}</li>
        ))}
      </ul>
      <CertifiedModels />
      {product.link ? (
        <a href={product.link} target="_blank" rel="noopener noreferrer">
          {m.guide_home_see_product()}
          <span className="visually-hidden">{m.guide_home_see_product_hidden({ title: words.title })}</span>
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
      <h2 id="charger-recs-title">{m.guide_home_recs_title()}</h2>
      <p aria-live="polite">{caption(setup, outlet)}</p>
      <ul className="grid grid--3 charger-recs__grid" aria-label={m.guide_home_recs_list_label()}>
        {products.map((product) => (
          <li key={product.id}>
            <ChargerCard product={product} />
          </li>
        ))}
      </ul>
      <div className="charger-recs__certification" data-testid="charger-certification">
        <h3>{LISTING_EXPLAINER.title}</h3>
        <p>{LISTING_EXPLAINER.body}</p>
        <p>{energyStarNote()}</p>
      </div>
      <p className="source-note">
        {m.guide_home_recs_source({ priceNote: chargersPriceNote(), source: chargersSourceName(), checked: file.checked })}
      </p>
    </section>
  );
}
