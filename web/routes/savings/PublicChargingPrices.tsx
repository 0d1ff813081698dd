// Maximize Savings' "Public Charging" tab: what a price per kWh means next to gas, with the
// California gas average for comparison. Loaded when the tab is opened (it brings the state price
// data), so the page's first load stays small.
import { formatIsoDate, formatUsd } from "../../../domain/rates/format";
import { findState, statePrices } from "../../../domain/savings/state-prices";
import { defaultDcFastPrice, publicChargingPrices, publisherName } from "../../../domain/public-charging/prices";
import { GasEquivalentTable } from "./rates/GasEquivalentTable";

/** `milesPerKwh` and `efficiencySource`: the plan's efficiency and its source (GasEquivalentTable). */
export default function PublicCharging({ milesPerKwh, efficiencySource }: { milesPerKwh: number; efficiencySource: string }) {
  const ca = findState("CA");
  return (
    <section className="stack" aria-labelledby="public-title">
      <h2 id="public-title">Public charging</h2>
      <p>
        Public chargers price by the kWh, by the minute or by the session, and prices vary a lot from one station to the
        next. Use this table to see what a station&apos;s price per kWh means next to filling up with gas.
      </p>
      <GasEquivalentTable
        start={0.2}
        caption="Public charging prices and what they equal in gas"
        milesPerKwh={milesPerKwh}
        efficiencySource={efficiencySource}
      />
      <DcFastAverage />
      {ca ? (
        <p className="source-note">
          For comparison, regular gas in California averaged {formatUsd(ca.gasUsdPerGallon)} a gallon on{" "}
          {formatIsoDate(statePrices.gas.asOf)} ({statePrices.gas.source}).
        </p>
      ) : null}
      <section className="card" aria-labelledby="tips-title">
        <h3 id="tips-title">Ways to pay less</h3>
        <ul>
          <li>Use a charging-station finder app to compare prices before you drive there.</li>
          <li>Charge off-peak: many networks charge less late at night and early in the morning.</li>
          <li>Look at memberships: a monthly plan with a network can lower the price per kWh if you charge often.</li>
          <li>Choose Level 2 when you have time: it is usually cheaper than DC fast charging.</li>
        </ul>
      </section>
    </section>
  );
}

/** The dated US DC fast average the charging plan's money figures use (public-charging-prices.json). */
function DcFastAverage() {
  const price = defaultDcFastPrice();
  return (
    <p className="source-note" data-testid="dc-fast-average">
      At non-Tesla DC fast chargers, the US average was {formatUsd(price.usdPerKwh)} a kWh in {price.period} (
      <a href={price.url} rel="noopener noreferrer" target="_blank">
        {publisherName(price)}
      </a>
      , published {formatIsoDate(price.published)}). {publicChargingPrices.levelTwoNote}
    </p>
  );
}
