// /charging-plan/incentives: federal, California and local EV and charger incentives with their
// real status in late 2026 (savings-tools-and-pages.md §2, §4, §5, §8). Ended programs are never
// offered as available: they sit in a collapsed "Recently ended" list with their end dates.
import { useId, useState } from "react";
import { useSearchParams } from "react-router";
import { INCENTIVE_DATA } from "../../../domain/incentives/data";
import { formatIsoDate, isoDateOf, monthsBefore } from "../../../domain/incentives/dates";
import { DEFAULT_FILTERS, findIncentives, RECENTLY_ENDED_MONTHS, type IncentiveFilters } from "../../../domain/incentives/filters";
import { finderLocation, isFiveDigitZip, utilityNames, type FinderLocation } from "../../../domain/incentives/location";
import { incentivesShareUrl, INCENTIVES_TITLE, readIncentivesShare } from "../../../domain/incentives/share";
import { FeedbackWidget } from "../../components/FeedbackWidget";
import { GuideFooter } from "../../components/guide/GuideFooter";
import { ShareButton } from "../../components/ShareButton";
import { Collapsible } from "../../components/ui/Collapsible";
import { useProgress } from "../../lib/progress/useProgress";
import { useZipInfo } from "../../lib/zip/useZipInfo";
import { FilterPanel } from "./FilterPanel";
import { IncentiveCard } from "./IncentiveCard";
import "./IncentivesPage.css";

export const UNSUPPORTED_REGION_MESSAGE = "The incentive finder is only available in select California metros at this time.";

export default function IncentivesPage() {
  const [searchParams] = useSearchParams();
  const [shared] = useState(() => readIncentivesShare(searchParams.get("data")));
  const { inputs } = useProgress();
  const [filters, setFilters] = useState<IncentiveFilters>(
    shared.kind === "ok" && shared.value.filters ? shared.value.filters : { ...DEFAULT_FILTERS },
  );
  // Until the person types here, the ZIP follows their plan (or the shared link's ZIP).
  const [typedZip, setTypedZip] = useState<string | null>(shared.kind === "ok" && shared.value.zip ? shared.value.zip : null);
  const zipText = typedZip ?? inputs.zipCode;
  const zip = isFiveDigitZip(zipText) ? zipText : "";
  const lookup = useZipInfo(zip);
  const place = finderLocation(zip, lookup);

  const [today] = useState(() => isoDateOf(new Date()));
  // 48 rows: filtering on every render is cheaper than memoising the location object.
  const results = findIncentives(
    INCENTIVE_DATA.incentives,
    filters,
    place.kind === "metro" || place.kind === "outside" ? place.location : undefined,
    today,
    monthsBefore(today, RECENTLY_ENDED_MONTHS),
  );
  const zipId = useId();
  const zipError = zipText !== "" && !isFiveDigitZip(zipText) ? "Enter a 5-digit ZIP code." : "";

  return (
    <article className="incentives">
      <header className="page-header">
        <h1>{INCENTIVES_TITLE}</h1>
        <p className="page-header__lead">
          Federal, California and local programs for EVs and home charging, with what we know about each one today.
          Always confirm on the official site before you count on the money.
        </p>
      </header>

      {shared.kind === "invalid" ? (
        <p className="alert alert--warning" role="status">
          This share link couldn't be read, so the list below uses your own plan and the standard filters.
        </p>
      ) : null}

      <FederalCreditsNotice />

      <section className="incentives__zip card card--muted" aria-label="Your area">
        <label htmlFor={zipId}>ZIP code</label>
        <input
          id={zipId}
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
          value={zipText}
          aria-invalid={zipError ? true : undefined}
          aria-describedby={`${zipId}-status`}
          onChange={(event) => setTypedZip(event.target.value.trim())}
        />
        <div id={`${zipId}-status`} role="status" aria-live="polite">
          {zipError ? <p className="incentives__zip-error">{zipError}</p> : <LocationNote place={place} loading={lookup.status === "loading"} />}
        </div>
      </section>

      <FilterPanel filters={filters} onChange={setFilters} />

      <section className="incentives__results" aria-labelledby="incentives-results-heading">
        <h2 id="incentives-results-heading">
          Available and possibly available{" "}
          <span className="incentives__count">({results.available.length})</span>
        </h2>
        {results.available.length === 0 ? (
          <div className="incentives__empty card card--muted">
            <h3>No incentives found</h3>
            <p>Try adjusting your filters to see more results.</p>
          </div>
        ) : (
          <ul className="incentives__list" role="list">
            {results.available.map((incentive) => (
              <li key={incentive.id}>
                <IncentiveCard incentive={incentive} today={today} />
              </li>
            ))}
          </ul>
        )}
      </section>

      {results.recentlyEnded.length > 0 ? (
        <Collapsible
          title={`Recently ended or paused (${results.recentlyEnded.length})`}
          headingLevel={2}
          className="incentives__ended"
        >
          <p>These programs are closed or paid nothing at the time of our last check. They're here so you know what changed.</p>
          <ul className="incentives__list" role="list">
            {results.recentlyEnded.map((incentive) => (
              <li key={incentive.id}>
                <IncentiveCard incentive={incentive} today={today} />
              </li>
            ))}
          </ul>
        </Collapsible>
      ) : null}

      <p className="source-note incentives__provenance">
        Program statuses as of {formatIsoDate(INCENTIVE_DATA.statusAsOf)}, researched from Rewiring America's incentive
        data and the programs' official pages. "Active" means a dated 2026 source lists the program; "Check
        availability" means we could only find older or undated information.
      </p>

      <div className="incentives__share">
        <ShareButton getContent={() => ({ url: incentivesShareUrl(window.location.origin, filters, zip), title: INCENTIVES_TITLE })} />
      </div>
      <FeedbackWidget page="Incentives" />
      <GuideFooter task="incentives" mode="task" />
    </article>
  );
}

/** The federal credits many people still expect, with end dates read from the data. */
function FederalCreditsNotice() {
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

function LocationNote({ place, loading }: { place: FinderLocation; loading: boolean }) {
  switch (place.kind) {
    case "none":
      return <p>Add your ZIP code to narrow the list to programs for your area and utility.</p>;
    case "unknown-zip":
      return <p>We couldn't find ZIP code {place.zip}, so programs for every area are listed.</p>;
    case "metro": {
      const utilities = utilityNames(place.location.utilities);
      return (
        <p>
          Showing programs for the {place.location.region} area
          {utilities ? `, your utility ${utilities},` : ""} plus federal and California programs.
          {loading ? " Checking your utility…" : ""}
        </p>
      );
    }
    case "outside":
      return (
        <div className="alert alert--warning">
          <p>{UNSUPPORTED_REGION_MESSAGE}</p>
          <p>
            {!place.location.inCalifornia
              ? "Federal programs are listed below; California programs don't apply outside the state."
              : place.location.utilities.length
                ? `Federal and statewide California programs still apply anywhere in the state, and so do programs run by ${utilityNames(place.location.utilities)}. Those are listed below.`
                : "Federal and statewide California programs still apply anywhere in the state, so those are listed below."}
          </p>
        </div>
      );
  }
}
