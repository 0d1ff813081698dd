// The dealer page's anonymous daily counts (last 30 days): totals, then the days with activity.
import type { DailyCounts } from "../../../domain/contracts/dealer-admin";

const COLUMNS = [
  ["visit", "Page visits"],
  ["plan_started", "Plans started"],
  ["plan_completed", "Plans completed"],
  ["plan_shared", "Plans shared"],
] as const;

export function DealerCounts({ counts }: { counts: DailyCounts[] }) {
  const active = counts.filter((day) => COLUMNS.some(([key]) => day[key] > 0));
  const totals = Object.fromEntries(COLUMNS.map(([key]) => [key, counts.reduce((sum, day) => sum + day[key], 0)]));
  return (
    <section className="card" aria-labelledby="dealer-counts-title">
      <h2 id="dealer-counts-title">How your page is used (last 30 days)</h2>
      <p className="source-note">
        Anonymous counts per day (California time), kept without cookies or anything about the people who visit.
      </p>
      {/* Scrolls sideways on phones: focusable so keyboard users can scroll it too. */}
      <div className="dealer-admin__table-wrap" tabIndex={0} role="region" aria-label="Daily counts table">
        <table className="dealer-admin__counts">
          <thead>
            <tr>
              <th scope="col">Day</th>
              {COLUMNS.map(([key, label]) => (
                <th key={key} scope="col">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">All 30 days</th>
              {COLUMNS.map(([key]) => (
                <td key={key}>{totals[key]}</td>
              ))}
            </tr>
            {active.map((day) => (
              <tr key={day.day}>
                <th scope="row">{day.day}</th>
                {COLUMNS.map(([key]) => (
                  <td key={key}>{day[key]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {active.length === 0 ? <p>No visits yet in the last 30 days.</p> : null}
    </section>
  );
}
