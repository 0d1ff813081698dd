// "As of" date and source for a tariff, with the full source text and data notes one tap away.
import { formatIsoDate } from "../../../../domain/rates/format";
import { type RatePlan, planAsOf } from "../../../../domain/rates/tariffs";

const AS_OF_WORDS = { effective: "Rates effective", checked: "Source checked", published: "Source published" } as const;

export function PlanSource({ plan }: { plan: RatePlan }) {
  const asOf = planAsOf(plan);
  return (
    <div className="plan-source">
      <p className="source-note">
        {asOf ? `${AS_OF_WORDS[asOf.kind]} ${formatIsoDate(asOf.date)}` : "Date unknown"} · Source: {plan.sourceLabel}
        {plan.isSpecFallbackOnly ? " · Unconfirmed figures" : ""}
      </p>
      <details className="source-details">
        <summary>Source details</summary>
        <p className="source-note">{plan.source}</p>
        {plan.note ? <p className="source-note">Data note: {plan.note}</p> : null}
      </details>
    </div>
  );
}
