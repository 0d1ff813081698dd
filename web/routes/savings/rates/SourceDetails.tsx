// "As of" date and source for a tariff, with the full source text and data notes one tap away.
import { formatIsoDay } from "../../../../domain/i18n/format";
import { getLocale } from "../../../../domain/i18n/runtime";
import * as m from "../../../../domain/i18n/messages";
import { type RatePlan, planAsOf } from "../../../../domain/rates/tariffs";

const AS_OF_WORDS = {
  effective: (date: string) => m.maxsave_as_of_effective({ date }),
  checked: (date: string) => m.maxsave_as_of_checked({ date }),
  published: (date: string) => m.maxsave_as_of_published({ date }),
} as const;

export function PlanSource({ plan }: { plan: RatePlan }) {
  const asOf = planAsOf(plan);
  return (
    <div className="plan-source">
      <p className="source-note">
        {asOf ? AS_OF_WORDS[asOf.kind](formatIsoDay(asOf.date)) : m.maxsave_date_unknown()}
        {m.maxsave_source_label({ source: plan.sourceLabel })}
        {plan.isSpecFallbackOnly ? m.maxsave_unconfirmed() : ""}
      </p>
      <details className="source-details">
        <summary>{m.maxsave_source_details()}</summary>
        {/* The source text and data notes are our research notes, kept in English as written. */}
        <p className="source-note" lang={getLocale() === "es" ? "en" : undefined}>
          {plan.source}
        </p>
        {plan.note ? <p className="source-note">{m.maxsave_data_note({ note: plan.note })}</p> : null}
      </details>
    </div>
  );
}
