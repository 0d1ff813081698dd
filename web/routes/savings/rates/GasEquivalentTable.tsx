// Electricity price → gas-equivalent price per gallon, colour-coded (spec §9). Colour is never the
// only signal: each row also says "low", "medium" or "high" in words.
import { type GasEquivalentColor, rateTable } from "../../../../domain/rates/gas-equivalent";
import { EV_MILES_PER_KWH, GAS_CAR_MPG } from "../../../../domain/rates/evaluation";
import { TYPICAL_EFFICIENCY_SOURCE } from "../../../../domain/plan/assumptions";
import { formatUsd } from "../../../../domain/rates/format";
import "./rates.css";

const COLOR_WORDS: Record<GasEquivalentColor, string> = {
  green: "Low: $3.50 or less",
  orange: "Medium: up to $5.00",
  red: "High: over $5.00",
};

export function GasEquivalentBadge({ usdPerGallon, color }: { usdPerGallon: number; color: GasEquivalentColor }) {
  return (
    <span className={`gas-eq gas-eq--${color}`}>
      {formatUsd(usdPerGallon)}/gal <span className="visually-hidden">({COLOR_WORDS[color]})</span>
    </span>
  );
}

export function GasEquivalentTable({ start, caption }: { start: 0.1 | 0.2; caption: string }) {
  const rows = rateTable(start);
  return (
    <div className="gas-eq-table">
      {/* Focusable so keyboard users can scroll the table sideways on narrow screens. */}
      <div className="rate-table-scroll" tabIndex={0} role="region" aria-label={caption}>
      <table className="rate-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Price per kWh</th>
            <th scope="col">Like paying for gas</th>
            <th scope="col">Rating</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.usdPerKwh} data-color={row.color}>
              <th scope="row">{formatUsd(row.usdPerKwh)}</th>
              <td>
                <GasEquivalentBadge usdPerGallon={row.gasEquivalentUsdPerGallon} color={row.color} />
              </td>
              <td>{COLOR_WORDS[row.color]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      </div>
      <p className="source-note">
        Gas-equivalent price = electricity price ÷ {EV_MILES_PER_KWH.toFixed(1)} miles per kWh × {GAS_CAR_MPG} miles per gallon: what
        gas would have to cost for a {GAS_CAR_MPG} mpg car to match an EV&apos;s fuel cost per mile. {EV_MILES_PER_KWH.toFixed(1)} miles per
        kWh is {TYPICAL_EFFICIENCY_SOURCE}.
      </p>
    </div>
  );
}
