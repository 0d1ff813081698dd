// Electricity price → gas-equivalent price per gallon, colour-coded (spec §9). Colour is never the
// only signal: each row also says "low", "medium" or "high" in words.
import { type GasEquivalentColor, rateTable } from "../../../../domain/rates/gas-equivalent";
import { GAS_CAR_MPG } from "../../../../domain/rates/evaluation";
import { formatUsd } from "../../../../domain/rates/format";
import { numberFormat } from "../../../../domain/i18n/format";
import * as m from "../../../../domain/i18n/messages";
import "./rates.css";

const COLOR_WORDS: Record<GasEquivalentColor, () => string> = {
  green: () => m.maxsave_color_green(),
  orange: () => m.maxsave_color_orange(),
  red: () => m.maxsave_color_red(),
};

export function GasEquivalentBadge({ usdPerGallon, color }: { usdPerGallon: number; color: GasEquivalentColor }) {
  return (
    <span className={`gas-eq gas-eq--${color}`}>
      {m.maxsave_per_gal({ price: formatUsd(usdPerGallon) })} <span className="visually-hidden">({COLOR_WORDS[color]()})</span>
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
            <th scope="col">{m.maxsave_col_price()}</th>
            <th scope="col">{m.maxsave_col_like_gas()}</th>
            <th scope="col">{m.maxsave_col_rating()}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.usdPerKwh} data-color={row.color}>
              <th scope="row">{formatUsd(row.usdPerKwh)}</th>
              <td>
                <GasEquivalentBadge usdPerGallon={row.gasEquivalentUsdPerGallon} color={row.color} />
              </td>
              <td>{COLOR_WORDS[row.color]()}</td>
            </tr>
          ))}
        </tbody>
      </table>
      </div>
      <p className="source-note">
        {m.maxsave_gas_formula({
          mpkwh: numberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(milesPerKwh),
          mpg: numberFormat().format(GAS_CAR_MPG),
          source: efficiencySource,
        })}
      </p>
    </div>
  );
}
