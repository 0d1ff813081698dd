// One program: provider, amount, what it is for, its status and what an unanswered question would
// decide ("if you own your home"), its source with the data's date, and the program's page from
// the data (new tab).
import { conditionWords, programAmountText, programSourceLabel } from "../../../domain/incentives/finder";
import type { ProgramView } from "../../../domain/incentives/eligibility";
import type { ProgramItem } from "../../../domain/incentives/programs";
import { formatIsoDay } from "../../../domain/i18n/format";
import { getLocale } from "../../../domain/i18n/runtime";
import * as m from "../../../domain/i18n/messages";
import { formatUsdWhole } from "../../../domain/rates/format";

const ITEM_WORDS: Record<ProgramItem, () => string> = {
  "new-ev": () => m.incentives_item_new_ev(),
  "used-ev": () => m.incentives_item_used_ev(),
  "new-phev": () => m.incentives_item_new_phev(),
  "used-phev": () => m.incentives_item_used_phev(),
  charger: () => m.incentives_item_charger(),
  panel: () => m.incentives_item_panel(),
  wiring: () => m.incentives_item_wiring(),
  "service-upgrade": () => m.incentives_item_service(),
  "charging-credit": () => m.incentives_item_credit(),
  perk: () => m.incentives_item_perk(),
};

function statusBadge(view: ProgramView): { label: string; tone: string } {
  const checked = view.program.checkedOn ? m.incentives_checked_on({ date: formatIsoDay(view.program.checkedOn) }) : m.incentives_undated();
  switch (view.availability) {
    case "available":
      if (view.counted) return { label: m.incentives_status_available(), tone: "success" };
      return view.alternativeTo ? { label: m.incentives_status_alternative(), tone: "success" } : { label: m.incentives_status_if_qualify(), tone: "success" };
    case "check":
      return { label: m.incentives_status_check({ checked }), tone: "warning" };
    case "proposed":
      return { label: m.incentives_status_proposed(), tone: "warning" };
    case "not-yet":
      return { label: m.incentives_status_opens({ date: formatIsoDay(view.program.startsOn!) }), tone: "warning" };
    case "paused":
      return { label: m.incentives_status_paused(), tone: "danger" };
    case "ended":
      return { label: view.program.endsOn ? m.incentives_status_ended_on({ date: formatIsoDay(view.program.endsOn) }) : m.incentives_status_ended(), tone: "danger" };
  }
}

export function IncentiveCard({ view }: { view: ProgramView }) {
  const { program } = view;
  const badge = statusBadge(view);
  const conditions = view.availability === "available" ? conditionWords(view) : [];
  const amount = programAmountText(program);
  // Our own description (California list) is English only: on a Spanish page it is marked as such.
  const descriptionInEnglish = getLocale() === "es" && program.description !== null;
  const title = program.programName === program.authorityName ? program.authorityName : `${program.authorityName}: ${program.programName}`;
  return (
    <article className="incentive card" aria-label={title} data-program-id={program.id}>
      <div className="incentive__tags">
        <span className={`badge badge--${badge.tone}`}>{badge.label}</span>
        {[...new Set(program.items.map((item) => ITEM_WORDS[item]()))].map((words) => (
          <span className="badge" key={words}>
            {words}
          </span>
        ))}
        {program.income ? <span className="badge">{m.incentives_income_qualified()}</span> : null}
      </div>
      <h3 className="incentive__provider">{title}</h3>
      {getLocale() === "es" && amount.lang === "en" && amount.text ? <p className="incentive__language">{m.incentives_in_english()}</p> : null}
      <p className="incentive__amount" lang={amount.lang === getLocale() ? undefined : amount.lang}>
        {amount.text || m.incentives_amount_unpublished()}
      </p>
      {program.description ? (
        <p className="incentive__description" lang={descriptionInEnglish ? "en" : undefined}>
          {program.description}
        </p>
      ) : null}
      {conditions.length > 0 ? <p className="incentive__conditions">{m.incentives_counts({ conditions: conditions.join("; ") })}</p> : null}
      {view.alternativeTo ? <p className="incentive__conditions">{m.incentives_alternative_note()}</p> : null}
      {view.incomeLimitUsd !== null && view.income === "qualifies" ? (
        <p className="incentive__conditions">{m.incentives_under_limit({ amount: formatUsdWhole(view.incomeLimitUsd) })}</p>
      ) : null}
      {program.statusNote ? (
        <p className="incentive__conditions" lang={getLocale() === "es" ? "en" : undefined}>
          {program.statusNote}
        </p>
      ) : null}
      <p className="source-note">
        {m.incentives_source({ source: programSourceLabel(program) })}{" "}
        {program.checkedOn ? m.incentives_data_as_of({ date: formatIsoDay(program.checkedOn) }) : m.incentives_source_undated()}
      </p>
      <a className="incentive__link" href={program.url} target="_blank" rel="noopener noreferrer">
        {m.incentives_program_page()}
        <span className="visually-hidden">{m.incentives_program_page_hidden({ title })}</span>
        <span aria-hidden="true"> ↗</span>
      </a>
    </article>
  );
}
