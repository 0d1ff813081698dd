// One incentive: provider, amount, type, short description, status badge, official link (new tab),
// source and last-checked date.
import { availabilityOf, endDateOf } from "../../../domain/incentives/filters";
import { formatIsoDate } from "../../../domain/rates/format";
import type { Incentive } from "../../../domain/incentives/model";

const CHECKED_UNDATED = "source page undated";

function statusBadge(incentive: Incentive, today: string): { label: string; tone: string } {
  const checked = incentive.lastChecked ? `last checked ${formatIsoDate(incentive.lastChecked)}` : CHECKED_UNDATED;
  switch (availabilityOf(incentive, today)) {
    case "available":
      return { label: "Active", tone: "success" };
    case "check":
      return { label: `Check availability (${checked})`, tone: "warning" };
    case "proposed":
      return { label: "Proposed: not open yet", tone: "warning" };
    case "paused":
      return { label: "Paused", tone: "danger" };
    case "ended": {
      const end = endDateOf(incentive);
      return { label: end ? `Ended ${formatIsoDate(end)}` : "Ended", tone: "danger" };
    }
  }
}

export function IncentiveCard({ incentive, today }: { incentive: Incentive; today: string }) {
  const badge = statusBadge(incentive, today);
  return (
    <article className="incentive card" aria-label={`${incentive.entity}: ${incentive.incentiveType}`}>
      <div className="incentive__tags">
        <span className={`badge badge--${badge.tone}`}>{badge.label}</span>
        <span className="badge">{incentive.incentiveType}</span>
        {incentive.incomeQualified ? <span className="badge">Income-qualified</span> : null}
      </div>
      <h3 className="incentive__provider">{incentive.entity}</h3>
      <p className="incentive__amount">{incentive.amountText || "Amount not published"}</p>
      <p className="incentive__description">{incentive.shortDescription}</p>
      <p className="source-note">
        Source: {incentive.sources.map((source) => source.label).join("; ")}.{" "}
        {incentive.lastChecked ? `Last checked ${formatIsoDate(incentive.lastChecked)}.` : "Source page undated."}
      </p>
      <a className="incentive__link" href={incentive.link} target="_blank" rel="noopener noreferrer">
        {incentive.linkIsHomePage ? "Official website" : "Official program page"}
        <span className="visually-hidden">
          {" "}
          for {incentive.entity}, {incentive.incentiveType} (opens in a new tab)
        </span>
        <span aria-hidden="true"> ↗</span>
      </a>
    </article>
  );
}
