// The program list for a place (issue 33): the state's shard (web/public/data/programs/<ST>.json)
// judged by programsFor (domain/incentives/eligibility.ts) for the place and the person's optional
// answers, the same function "Money you may get" reads. Open programs first (counted, then "if …"),
// then the collapsed "Recently ended or paused" list, with whose programs these are, their count,
// and Rewiring America's credit and data date. Loaded lazily by IncentivesPage.
import { useState } from "react";
import { INCENTIVE_DATA } from "../../../domain/incentives/data";
import { monthsBefore } from "../../../domain/incentives/dates";
import { easternIsoDate, programsFor, type AreaIncome, type ProgramAnswers, type ProgramView } from "../../../domain/incentives/eligibility";
import { coverageSentence, matchesProgramFilters, programCredit } from "../../../domain/incentives/finder";
import { RECENTLY_ENDED_MONTHS, type IncentiveFilters } from "../../../domain/incentives/filters";
import type { ProgramLocation } from "../../../domain/place/types";
import { formatIsoDate, formatUsdWhole } from "../../../domain/rates/format";
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
        Loading programs for {stateName}…
      </p>
    );
  }
  if (shard.status === "error") {
    return (
      <p className="alert alert--warning" role="alert">
        We couldn&apos;t load the programs for {stateName}. Check your connection and try again.
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
            ? `Counted for your answers: ${[
                result.vehicleUsd > 0 ? `${formatUsdWhole(result.vehicleUsd)} toward a car` : "",
                result.chargerUsd > 0 ? `${formatUsdWhole(result.chargerUsd)} toward a home charger` : "",
              ]
                .filter(Boolean)
                .join(" and ")}.`
            : "Nothing is counted for your answers yet."}
          {result.ifIncomeQualifiesUsd > 0 ? ` ${formatUsdWhole(result.ifIncomeQualifiesUsd)} more if your household income qualifies (not counted).` : ""}
        </p>
        <h2 id="incentives-results-heading">
          Available and possibly available <span className="incentives__count">({open.length})</span>
        </h2>
        {open.length === 0 ? (
          <div className="incentives__empty card card--muted" data-testid="incentives-empty">
            <h3>No program open here</h3>
            <p>
              {result.open.length > 0
                ? "Try adjusting your filters to see more results."
                : `Rewiring America's data lists no open state, utility or local program for a car, charger, panel or wiring here. A missing program is not proof there is none: your utility's own site lists its programs.`}
            </p>
          </div>
        ) : (
          <ProgramList views={open} />
        )}
      </section>

      {notAvailable.length > 0 ? (
        <Collapsible title={`Recently ended or paused (${notAvailable.length})`} headingLevel={2} className="incentives__ended">
          <p>These programs are closed or paused in the data. They&apos;re here so you know what changed; none is counted.</p>
          <ProgramList views={notAvailable} />
        </Collapsible>
      ) : null}

      <p className="source-note incentives__provenance" data-testid="incentives-credit">
        {programCredit(shard.data)} Programs we could only find in older or undated sources are marked &quot;Check availability&quot;
        and never counted. Checked against today&apos;s date, {formatIsoDate(today)}.
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
      <strong>Federal EV tax credits have ended.</strong> The federal credits for new EVs (up to $
      {newCredit.amountMaxUsd?.toLocaleString("en-US")}) and used EVs (up to ${usedCredit.amountMaxUsd?.toLocaleString("en-US")})
      ended for vehicles acquired after {formatIsoDate(newCredit.endedOn)}, and the home charger credit ended for
      chargers placed in service after {formatIsoDate(chargerCredit.endedOn)}. You'll find them under "Recently ended",
      not as available.
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
