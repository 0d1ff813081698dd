// Maximize Savings' "Public Charging" tab: what a price per kWh means next to gas, with the
// California gas average for comparison. Loaded when the tab is opened (it brings the state price
// data), so the page's first load stays small.
import { formatUsd } from "../../../domain/rates/format";
import { formatIsoDay } from "../../../domain/i18n/format";
import * as m from "../../../domain/i18n/messages";
import { findState, statePrices } from "../../../domain/savings/state-prices";
import { defaultDcFastPrice, publisherName } from "../../../domain/public-charging/prices";
import { GasEquivalentTable } from "./rates/GasEquivalentTable";

/** `milesPerKwh` and `efficiencySource`: the plan's efficiency and its source (GasEquivalentTable). */
export default function PublicCharging({ milesPerKwh, efficiencySource }: { milesPerKwh: number; efficiencySource: string }) {
  const ca = findState("CA");
  return (
    <section className="stack" aria-labelledby="public-title">
      <h2 id="public-title">{m.maxsave_public_title()}</h2>
      <p>
        {m.maxsave_public_intro()}
      </p>
      <GasEquivalentTable
        start={0.2}
        caption={m.maxsave_public_caption()}
        milesPerKwh={milesPerKwh}
        efficiencySource={efficiencySource}
      />
      <DcFastAverage />
      {ca ? (
        <p className="source-note">
          {m.maxsave_public_ca_gas({ price: formatUsd(ca.gasUsdPerGallon), date: formatIsoDay(statePrices.gas.asOf), source: statePrices.gas.source })}
        </p>
      ) : null}
      <section className="card" aria-labelledby="tips-title">
        <h3 id="tips-title">{m.maxsave_tips_title()}</h3>
        <ul>
          <li>{m.maxsave_tip_1()}</li>
          <li>{m.maxsave_tip_2()}</li>
          <li>{m.maxsave_tip_3()}</li>
          <li>{m.maxsave_tip_4()}</li>
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
      {m.maxsave_dc_average({ price: formatUsd(price.usdPerKwh), period: price.period })}
      <a href={price.url} rel="noopener noreferrer" target="_blank">
        {publisherName(price)}
      </a>
      {m.maxsave_dc_published({ date: formatIsoDay(price.published) })}{" "}
      {m.pubcharge_level_two_note()}
    </p>
  );
}
