// The program list for a place (issue 33): the state's shard (web/public/data/programs/<ST>.json)
// judged by programsFor (domain/incentives/eligibility.ts) for the place and the person's optional
// answers, the same function "Money you may get" reads. Open programs first (counted, then "if …"),
// then the collapsed "Recently ended or paused" list, with whose programs these are, their count,
// and Rewiring America's credit and data date. Loaded lazily by IncentivesPage.
import { useState } from "react";
import { INCENTIVE_DATA } from "../../../domain/incentives/data";
import { monthsBefore } from "../../../domain/incentives/dates";
import { easternIsoDate, programsFor, type AreaIncome, type ProgramAnswers, type ProgramView } from "../../../domain/incentives/eligibility";
import { coverageSentence, listWords, matchesProgramFilters, programCredit } from "../../../domain/incentives/finder";
import { RECENTLY_ENDED_MONTHS, type IncentiveFilters } from "../../../domain/incentives/filters";
import type { ProgramLocation } from "../../../domain/place/types";
import { formatUsdWhole } from "../../../domain/rates/format";
import { formatInteger, formatIsoDay } from "../../../domain/i18n/format";
import * as m from "../../../domain/i18n/messages";
import { Collapsible } from "../../components/ui/Collapsible";
import { useAmiShard, useProgramShard } from "../../lib/programs/usePrograms";
import { IncentiveCard } from "./IncentiveCard";

export interface IncentiveResultsProps {
  zip: string;
  stateName: string;
  location: ProgramLocation;
  /** The utility the programs are judged for (the person's pick or the predominant one), null when none. */
  utilityName: string | null;
  filters: IncentiveFilters;
  answers: ProgramAnswers;
}

export default function IncentiveResults({ zip, stateName, location, utilityName, filters, answers }: IncentiveResultsProps) {
  const [today] = useState(() => easternIsoDate(new Date()));
  const shard = useProgramShard(location.state);
  const wantsAmi = shard.status === "ready" && shard.data.amiFile && answers.householdIncome !== undefined && answers.householdSize !== undefined;
  const ami = useAmiShard(location.state, wantsAmi);
  if (shard.status === "loading" || shard.status === "idle") {
    return (
      <p className="page-loading" role="status" aria-live="polite">
        {m.incentives_loading_state({ state: stateName })}
      </p>
    );
  }
  if (shard.status === "error") {
    return (
      <p className="alert alert--warning" role="alert">
        {m.incentives_load_error({ state: stateName })}
      </p>
    );
  }
  const area: AreaIncome = ami.status === "ready" ? (ami.data.ami[zip] ?? null) : null;
  const result = programsFor(shard.data, location, answers, today, area, monthsBefore(today, RECENTLY_ENDED_MONTHS));
  const open = result.open.filter((view) => matchesProgramFilters(view, filters));
  const rank = (view: ProgramView) => (view.counted ? 0 : view.availability === "available" ? 1 : 2);
  open.sort((a, b) => rank(a) - rank(b));
  const notAvailable = result.notAvailable.filter((view) => matchesProgramFilters(view, filters));
  const counted = result.vehicleUsd + result.chargerUsd;
  return (
    <>
      <section className="incentives__results" aria-labelledby="incentives-results-heading">
        <p data-testid="incentives-coverage">{coverageSentence(result, stateName, utilityName)}</p>
        <p data-testid="incentives-counted">
          {counted > 0
            ? m.incentives_counted({
                parts: listWords(
                  [
                    result.vehicleUsd > 0 ? m.incentives_counted_car({ amount: formatUsdWhole(result.vehicleUsd) }) : "",
                    result.chargerUsd > 0 ? m.incentives_counted_charger({ amount: formatUsdWhole(result.chargerUsd) }) : "",
                  ].filter(Boolean),
                ),
              })
            : m.incentives_counted_none()}
          {result.ifIncomeQualifiesUsd > 0 ? ` ${m.incentives_if_income_more({ amount: formatUsdWhole(result.ifIncomeQualifiesUsd) })}` : ""}
        </p>
        <h2 id="incentives-results-heading">
          {m.incentives_results_heading()} <span className="incentives__count">({open.length})</span>
        </h2>
        {open.length === 0 ? (
          <div className="incentives__empty card card--muted" data-testid="incentives-empty">
            <h3>{m.incentives_empty_title()}</h3>
            <p>
              {result.open.length > 0 ? m.incentives_empty_filters() : m.incentives_empty_none()}
            </p>
          </div>
        ) : (
          <ProgramList views={open} />
        )}
      </section>

      {notAvailable.length > 0 ? (
        <Collapsible title={m.incentives_ended_title({ count: formatInteger(notAvailable.length) })} headingLevel={2} className="incentives__ended">
          <p>{m.incentives_ended_note()}</p>
          <ProgramList views={notAvailable} />
        </Collapsible>
      ) : null}

      <p className="source-note incentives__provenance" data-testid="incentives-credit">
        {programCredit(shard.data)} {m.incentives_provenance({ date: formatIsoDay(today) })}
      </p>
    </>
  );
}

/** The federal credits many people still expect, with end dates read from the data. */
export function FederalCreditsNotice() {
  const find = (id: string) => INCENTIVE_DATA.incentives.find((incentive) => incentive.id === id);
  const [newCredit, usedCredit, chargerCredit] = [
    find("fed-30d-new-clean-vehicle-credit"),
    find("fed-25e-used-clean-vehicle-credit"),
    find("fed-30c-ev-charger-credit"),
  ];
  if (!newCredit?.endedOn || !usedCredit?.endedOn || !chargerCredit?.endedOn) return null;
  return (
    <div className="alert alert--warning incentives__federal">
      <strong>{m.incentives_federal_title()}</strong>{" "}
      {m.incentives_federal_body({
        newMax: formatUsdWhole(newCredit.amountMaxUsd ?? 0),
        usedMax: formatUsdWhole(usedCredit.amountMaxUsd ?? 0),
        vehicleEnd: formatIsoDay(newCredit.endedOn),
        chargerEnd: formatIsoDay(chargerCredit.endedOn),
      })}
    </div>
  );
}

/** A grid of program cards: the open and ended lists look alike. */
function ProgramList({ views }: { views: readonly ProgramView[] }) {
  return (
    <ul className="card-grid incentives__list" role="list">
      {views.map((view) => (
        <li key={view.program.id}>
          <IncentiveCard view={view} />
        </li>
      ))}
    </ul>
  );
}
