// The incentive list itself: available programs for the filters and area, the collapsed "Recently
// ended or paused" list, and the federal-credits notice. Loaded lazily by IncentivesPage together
// with the incentive data (domain/data/incentives.json).
import { useState } from "react";
import { INCENTIVE_DATA } from "../../../domain/incentives/data";
import { isoDateOf, monthsBefore } from "../../../domain/incentives/dates";
import { formatIsoDate } from "../../../domain/rates/format";
import { DEFAULT_FILTERS, findIncentives, RECENTLY_ENDED_MONTHS, type IncentiveFilters, type IncentiveLocation } from "../../../domain/incentives/filters";
import { OUTSIDE_CALIFORNIA_EMPTY } from "../../../domain/incentives/coverage";
import { isCommunityChoiceProgram } from "../../../domain/incentives/community-choice";
import { Collapsible } from "../../components/ui/Collapsible";
import { IncentiveCard } from "./IncentiveCard";

interface IncentiveResultsProps {
  filters: IncentiveFilters;
  location: IncentiveLocation | undefined;
}

/** The empty list's words: filters can only help when one is off, and never outside California. */
function EmptyList({ filters, location }: Pick<IncentiveResultsProps, "filters" | "location">) {
  if (location && !location.inCalifornia) {
    return (
      <div className="incentives__empty card card--muted" data-testid="incentives-empty">
        <h3>No program open now in our list</h3>
        <p>{OUTSIDE_CALIFORNIA_EMPTY}</p>
      </div>
    );
  }
  const someFilterOff = (Object.keys(DEFAULT_FILTERS) as (keyof IncentiveFilters)[]).some((key) => !filters[key]);
  return (
    <div className="incentives__empty card card--muted" data-testid="incentives-empty">
      <h3>No incentives found</h3>
      <p>{someFilterOff ? "Try adjusting your filters to see more results." : "No program in our list is open for your area right now."}</p>
    </div>
  );
}

export default function IncentiveResults({ filters, location }: IncentiveResultsProps) {
  const [today] = useState(() => isoDateOf(new Date()));
  // 48 rows: filtering on every render is cheaper than memoising the location object.
  const results = findIncentives(INCENTIVE_DATA.incentives, filters, location, today, monthsBefore(today, RECENTLY_ENDED_MONTHS));
  // With a ZIP, a community-choice provider's program matches only through its distribution utility
  // (PG&E serves the ZIP), which does not say the provider serves this address: such programs sit
  // apart, never among the programs for the person's area (issue 23, domain/incentives/community-choice.ts).
  const communityChoice = location ? results.available.filter(isCommunityChoiceProgram) : [];
  const available = location ? results.available.filter((incentive) => !isCommunityChoiceProgram(incentive)) : results.available;
  return (
    <>
      <section className="incentives__results" aria-labelledby="incentives-results-heading">
        <h2 id="incentives-results-heading">
          Available and possibly available{" "}
          <span className="incentives__count">({available.length})</span>
        </h2>
        {available.length === 0 ? (
          <EmptyList filters={filters} location={location} />
        ) : (
          <IncentiveList incentives={available} today={today} />
        )}
      </section>

      {communityChoice.length > 0 ? (
        <Collapsible
          title={`Community-choice providers' programs (${communityChoice.length})`}
          headingLevel={2}
          className="incentives__ended"
        >
          <p data-testid="incentives-community-choice">
            Community-choice providers supply the electricity in some cities and counties while the utility delivers it, and
            their programs are for their own customers. Our data does not say which addresses each one serves: check whether
            one serves yours before you count on these.
          </p>
          <IncentiveList incentives={communityChoice} today={today} />
        </Collapsible>
      ) : null}

      {results.recentlyEnded.length > 0 ? (
        <Collapsible
          title={`Recently ended or paused (${results.recentlyEnded.length})`}
          headingLevel={2}
          className="incentives__ended"
        >
          <p>These programs are closed or paid nothing at the time of our last check. They're here so you know what changed.</p>
          <IncentiveList incentives={results.recentlyEnded} today={today} />
        </Collapsible>
      ) : null}

      <p className="source-note incentives__provenance">
        Program statuses as of {formatIsoDate(INCENTIVE_DATA.statusAsOf)}, researched from Rewiring America's incentive
        data and the programs' official pages. "Active" means a dated 2026 source lists the program; "Check
        availability" means we could only find older or undated information.
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

/** A grid of program cards: the available, community-choice and ended lists look alike. */
function IncentiveList({ incentives, today }: { incentives: readonly Parameters<typeof IncentiveCard>[0]["incentive"][]; today: string }) {
  return (
    <ul className="card-grid incentives__list" role="list">
      {incentives.map((incentive) => (
        <li key={incentive.id}>
          <IncentiveCard incentive={incentive} today={today} />
        </li>
      ))}
    </ul>
  );
}
