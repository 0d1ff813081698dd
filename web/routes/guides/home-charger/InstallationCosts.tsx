// "What installation costs": the spec's §9 price bands, labelled as ranges, never quotes.
import {
  INSTALLATION_COSTS_SOURCE,
  INSTALLATION_PRICE_BANDS,
  QUOTES_ADVICE,
} from "../../../../domain/chargers/installation-costs";

export function InstallationCosts() {
  return (
    <section className="card" aria-labelledby="install-costs-title">
      <h2 id="install-costs-title">Installation price range</h2>
      <p>
        Moving up from a household outlet to Level 2 usually means a new 240V circuit. What it costs depends mostly on
        where your electrical panel is and whether it has room to spare:
      </p>
      <PriceBandsTable />
      <p className="price-bands__advice">
        <strong>{QUOTES_ADVICE}</strong>
      </p>
      <p className="source-note">Ranges to plan with, not quotes. Source: {INSTALLATION_COSTS_SOURCE}.</p>
    </section>
  );
}

/** The spec's installation price bands, one row per situation (this card and "How to hire an installer"). */
export function PriceBandsTable({ testId }: { testId?: string }) {
  return (
    <table className="price-bands" data-testid={testId}>
      <caption className="visually-hidden">Typical installation prices</caption>
      <thead>
        <tr>
          <th scope="col">Situation</th>
          <th scope="col">Typical price</th>
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
