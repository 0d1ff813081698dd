// The dealer page's anonymous daily counts (last 30 days): totals, then the days with activity.
import type { DailyCounts } from "../../../domain/contracts/dealer-admin";
import * as m from "../../../domain/i18n/messages";

const COLUMNS = ["visit", "plan_started", "plan_completed", "plan_shared"] as const;

/** A column's heading, in the page's language (read while rendering). */
function columnLabel(key: (typeof COLUMNS)[number]): string {
  switch (key) {
    case "visit":
      return m.dealeradmin_counts_visit();
    case "plan_started":
      return m.dealeradmin_counts_started();
    case "plan_completed":
      return m.dealeradmin_counts_completed();
    case "plan_shared":
      return m.dealeradmin_counts_shared();
  }
}

export function DealerCounts({ counts }: { counts: DailyCounts[] }) {
  const active = counts.filter((day) => COLUMNS.some((key) => day[key] > 0));
  const totals = Object.fromEntries(COLUMNS.map((key) => [key, counts.reduce((sum, day) => sum + day[key], 0)]));
  return (
    <section className="card" aria-labelledby="dealer-counts-title">
      <h2 id="dealer-counts-title">{m.dealeradmin_counts_title()}</h2>
      <p className="source-note">{m.dealeradmin_counts_note()}</p>
      {/* Scrolls sideways on phones: focusable so keyboard users can scroll it too. */}
      <div className="dealer-admin__table-wrap" tabIndex={0} role="region" aria-label={m.dealeradmin_counts_table()}>
        <table className="dealer-admin__counts">
          <thead>
            <tr>
              <th scope="col">{m.dealeradmin_counts_day()}</th>
              {COLUMNS.map((key) => (
                <th key={key} scope="col">
                  {columnLabel(key)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{m.dealeradmin_counts_all()}</th>
              {COLUMNS.map((key) => (
                <td key={key}>{totals[key]}</td>
              ))}
            </tr>
            {active.map((day) => (
              <tr key={day.day}>
                <th scope="row">{day.day}</th>
                {COLUMNS.map((key) => (
                  <td key={key}>{day[key]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {active.length === 0 ? <p>{m.dealeradmin_counts_empty()}</p> : null}
    </section>
  );
}
