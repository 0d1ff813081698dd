// "What installation costs": the spec's §9 price bands, labelled as ranges, never quotes.
import { installationCostsSource, INSTALLATION_PRICE_BANDS, quotesAdvice } from "../../../../domain/chargers/installation-costs";
import * as m from "../../../../domain/i18n/messages";

export function InstallationCosts() {
  return (
    <section className="card" aria-labelledby="install-costs-title">
      <h2 id="install-costs-title">{m.guide_home_costs_title()}</h2>
      <p>{m.guide_home_costs_body()}</p>
      <PriceBandsTable />
      <p className="price-bands__advice">
        <strong>{quotesAdvice()}</strong>
      </p>
      <p className="source-note">{m.guide_home_costs_source({ source: installationCostsSource() })}</p>
    </section>
  );
}

/** The spec's installation price bands, one row per situation (this card and "How to hire an installer"). */
export function PriceBandsTable({ testId }: { testId?: string }) {
  return (
    <table className="price-bands" data-testid={testId}>
      <caption className="visually-hidden">{m.guide_home_bands_caption()}</caption>
      <thead>
        <tr>
          <th scope="col">{m.guide_home_bands_situation()}</th>
          <th scope="col">{m.guide_home_bands_price()}</th>
        </tr>
      </thead>
      <tbody>
        {INSTALLATION_PRICE_BANDS.map((band) => (
          <tr key={band.situation}>
            <th scope="row">{band.situation}</th>
            <td>{band.price}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
