// /charging-plan/incentives: federal, California and local EV and charger incentives with their
// real status in late 2026 (savings-tools-and-pages.md §2, §4, §5, §8). Ended programs are never
// offered as available: they sit in a collapsed "Recently ended" list with their end dates.
// The list and the federal-credits notice (with the incentive data, ~5 KB gzip) load as their own
// chunk right after the page shell, so the page's first load stays small.
import { lazy, Suspense, useId, useState } from "react";
import { useSearchParams } from "react-router";
import { DEFAULT_FILTERS, type IncentiveFilters } from "../../../domain/incentives/filters";
import { finderLocation, utilityNames, type FinderLocation } from "../../../domain/incentives/location";
import { OUTSIDE_CALIFORNIA_COVERAGE, outsideCaliforniaWhereToLook } from "../../../domain/incentives/coverage";
import { isFiveDigitZip, ZIP_FORMAT_MESSAGE } from "../../../domain/zip/format";
import { INCENTIVES_HOWTO_STEPS } from "../../../domain/incentives/howto";
import { incentivesShareUrl, INCENTIVES_TITLE } from "../../../domain/incentives/share";
import { FeedbackWidget } from "../../components/FeedbackWidget";
import { GuideFooter } from "../../components/guide/GuideFooter";
import { StepList } from "../../components/guide/StepList";
import { ShareButton } from "../../components/ShareButton";
import { useProgress } from "../../lib/progress/useProgress";
import { useShareLink } from "../../lib/useLazyValue";
import { useZipInfo } from "../../lib/zip/useZipInfo";
import { FilterPanel } from "./FilterPanel";
import { useIsClient } from "../../lib/useIsClient";
import { lazyWithPreload } from "../../lib/lazy-with-preload";
import "./IncentivesPage.css";

// The list depends on today's date: never prerendered (see useIsClient).
const IncentiveResults = lazy(() => import("./IncentiveResults"));
const FederalCreditsNotice = lazyWithPreload(
  () => import("./IncentiveResults").then((module) => ({ default: module.FederalCreditsNotice })),
  { inPrerender: true },
);

function ListLoading() {
  return (
    <p className="page-loading" role="status" aria-live="polite">
      Loading incentives…
    </p>
  );
}

const UNSUPPORTED_REGION_MESSAGE = "The incentive finder is only available in select California metros at this time.";

const readLink = (data: string) => import("../../../domain/incentives/share.schema").then(({ readIncentivesShare }) => readIncentivesShare(data));

export default function IncentivesPage() {
  const { inputs } = useProgress();
  const isClient = useIsClient();
  const [searchParams] = useSearchParams();
  // The link as the page opened with it.
  const [data] = useState(() => searchParams.get("data"));
  const shared = useShareLink(data, readLink);
  // What the person set here (null until they change it), and whether they did so while the link
  // was still being read: then their choice wins and the link is not applied.
  const [chosenFilters, setChosenFilters] = useState<IncentiveFilters | null>(null);
  const [typedZip, setTypedZip] = useState<string | null>(null);
  const [changedBeforeLink, setChangedBeforeLink] = useState(false);
  const fromLink = shared !== "pending" && shared.status === "ok" && !changedBeforeLink ? shared.value : undefined;
  const filters = chosenFilters ?? fromLink?.filters ?? DEFAULT_FILTERS;
  // Until the person types here, the ZIP follows the shared link's ZIP, or their plan.
  const zipText = typedZip ?? fromLink?.zip ?? inputs.zipCode;
  const changedByPerson = () => {
    if (shared === "pending") setChangedBeforeLink(true);
  };
  const zip = isFiveDigitZip(zipText) ? zipText : "";
  const lookup = useZipInfo(zip);
  const place = finderLocation(zip, lookup);

  const zipId = useId();
  const zipError = zipText !== "" && !isFiveDigitZip(zipText) ? ZIP_FORMAT_MESSAGE : "";

  return (
    <article className="incentives">
      <header className="page-header">
        <h1>{INCENTIVES_TITLE}</h1>
        <p className="page-header__lead">
          Federal, California and local programs for EVs and home charging, with what we know about each one today.
          Always confirm on the official site before you count on the money.
        </p>
      </header>

      {shared === "pending" ? (
        <p className="alert" role="status">
          Opening the list someone shared with you…
        </p>
      ) : shared.status === "invalid" ? (
        <p className="alert alert--warning" role="status">
          This share link couldn't be read, so the list below uses your own plan and the standard filters.
        </p>
      ) : null}

      <Suspense fallback={null}>
        <FederalCreditsNotice />
      </Suspense>

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
          onChange={(event) => {
            changedByPerson();
            setTypedZip(event.target.value.trim());
          }}
        />
        <div id={`${zipId}-status`} role="status" aria-live="polite">
          {zipError ? <p className="incentives__zip-error">{zipError}</p> : <LocationNote place={place} loading={lookup.status === "loading"} />}
        </div>
      </section>

      <FilterPanel
        filters={filters}
        onChange={(next) => {
          changedByPerson();
          setChosenFilters(next);
        }}
      />

      {isClient ? (
        <Suspense fallback={<ListLoading />}>
          <IncentiveResults filters={filters} location={place.kind === "metro" || place.kind === "outside" ? place.location : undefined} />
        </Suspense>
      ) : (
        <ListLoading />
      )}

      {/* The page's HowTo structured data is these steps (domain/incentives/howto.ts): what search reads is on the page. */}
      <section className="card incentives__how" aria-labelledby="incentives-how-title">
        <h2 id="incentives-how-title">How to use this finder</h2>
        <StepList steps={INCENTIVES_HOWTO_STEPS} />
      </section>

      <div className="incentives__share">
        <ShareButton getContent={() => ({ url: incentivesShareUrl(window.location.origin, filters, zip), title: INCENTIVES_TITLE })} />
      </div>
      <FeedbackWidget page="Incentives" />
      <GuideFooter task="incentives" mode="task" />
    </article>
  );
}

export function LocationNote({ place, loading }: { place: FinderLocation; loading: boolean }) {
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
      // Outside California no filter can help: say what the list covers and where to look instead.
      if (!place.location.inCalifornia) {
        return (
          <div className="alert alert--warning" data-testid="incentives-outside-california">
            <p>{OUTSIDE_CALIFORNIA_COVERAGE}</p>
            <p>{outsideCaliforniaWhereToLook(place.stateName)}</p>
          </div>
        );
      }
      return (
        <div className="alert alert--warning">
          <p>{UNSUPPORTED_REGION_MESSAGE}</p>
          <p>
            {place.location.utilities.length
                ? `Federal and statewide California programs still apply anywhere in the state, and so do programs run by ${utilityNames(place.location.utilities)}. Those are listed below.`
                : "Federal and statewide California programs still apply anywhere in the state, so those are listed below."}
          </p>
        </div>
      );
  }
}
