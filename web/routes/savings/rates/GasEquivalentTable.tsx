// Electricity price → gas-equivalent price per gallon, colour-coded (spec §9). Colour is never the
// only signal: each row also says "low", "medium" or "high" in words.
import { type GasEquivalentColor, rateTable } from "../../../../domain/rates/gas-equivalent";
import { GAS_CAR_MPG } from "../../../../domain/rates/evaluation";
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

interface GasEquivalentTableProps {
  start: 0.1 | 0.2;
  caption: string;
  /** The person's plan's efficiency (planMilesPerKwh) and where it comes from (efficiencySourceText). */
  milesPerKwh: number;
  efficiencySource: string;
}

export function GasEquivalentTable({ start, caption, milesPerKwh, efficiencySource }: GasEquivalentTableProps) {
  const rows = rateTable(start, milesPerKwh);
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
        Gas-equivalent price = electricity price ÷ {milesPerKwh.toFixed(1)} miles per kWh × {GAS_CAR_MPG} miles per gallon: what
        gas would have to cost for a {GAS_CAR_MPG} mpg car to match an EV&apos;s fuel cost per mile. {milesPerKwh.toFixed(1)} miles per
        kWh is {efficiencySource}.
      </p>
    </div>
  );
}
