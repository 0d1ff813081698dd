// /charging-plan/incentives: state, utility, county and city EV, charger, panel and wiring programs
// for any US ZIP (issue 33), with their real status in late 2026. The ZIP resolves to a place
// (domain/place/), the person picks the utility that sends the bill where several serve the ZIP,
// and the state's program shard is judged for the place and the optional answers (the same
// function as "Money you may get"). Ended and paused programs are never offered as available.
// The list (and the federal-credits notice) load as their own chunk after the page shell, and
// the state's programs are fetched as JSON, never bundled.
import { lazy, Suspense, useId, useState } from "react";
import { useSearchParams } from "react-router";
import { DEFAULT_FILTERS, type IncentiveFilters } from "../../../domain/incentives/filters";
import type { ProgramAnswers } from "../../../domain/incentives/eligibility";
import { chosenUtility, placeFromZip, programLocation } from "../../../domain/place/resolve";
import type { Place } from "../../../domain/place/types";
import { stateName } from "../../../domain/zip/state-names";
import { isFiveDigitZip, zipFormatMessage } from "../../../domain/zip/format";
import { INCENTIVES_HOWTO_STEPS } from "../../../domain/incentives/howto";
import { incentivesShareUrl, incentivesTitle } from "../../../domain/incentives/share";
import * as m from "../../../domain/i18n/messages";
import { FeedbackWidget } from "../../components/FeedbackWidget";
import { GuideFooter } from "../../components/guide/GuideFooter";
import { StepList } from "../../components/guide/StepList";
import { ShareButton } from "../../components/ShareButton";
import { useProgress } from "../../lib/progress/useProgress";
import { useShareLink } from "../../lib/useLazyValue";
import { useZipInfo } from "../../lib/zip/useZipInfo";
import { FilterPanel } from "./FilterPanel";
import { ProgramQuestions } from "./ProgramQuestions";
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
      {m.incentives_loading()}
    </p>
  );
}

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
  const place = lookup.status === "found" && lookup.info ? placeFromZip(lookup.info) : null;
  // "Which one sends your bill?" where several utilities serve the ZIP (97201: PGE or Pacific Power).
  const [utilityKey, setUtilityKey] = useState<string | null>(null);
  const utility = place ? chosenUtility(place, utilityKey) : null;
  const [answers, setAnswers] = useState<ProgramAnswers>({});

  const zipId = useId();
  const zipError = zipText !== "" && !isFiveDigitZip(zipText) ? zipFormatMessage() : "";

  return (
    <article className="incentives">
      <header className="page-header">
        <h1>{incentivesTitle()}</h1>
        <p className="page-header__lead">
          {m.incentives_lead()}
        </p>
      </header>

      {shared === "pending" ? (
        <p className="alert" role="status">
          {m.incentives_share_opening()}
        </p>
      ) : shared.status === "invalid" ? (
        <p className="alert alert--warning" role="status">
          {m.incentives_share_invalid()}
        </p>
      ) : null}

      <Suspense fallback={null}>
        <FederalCreditsNotice />
      </Suspense>

      <section className="incentives__zip card card--muted" aria-label={m.incentives_area_label()}>
        <label htmlFor={zipId}>{m.incentives_zip_label()}</label>
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
          {zipError ? (
            <p className="incentives__zip-error">{zipError}</p>
          ) : (
            <LocationNote zip={zip} place={place} status={lookup.status} utilityName={utility?.name ?? null} />
          )}
        </div>
        {place && place.utilities.length > 1 ? (
          <UtilityChoice place={place} value={utility?.key ?? ""} onChange={(key) => setUtilityKey(key)} />
        ) : null}
      </section>

      <ProgramQuestions answers={answers} onChange={setAnswers} />

      <FilterPanel
        filters={filters}
        onChange={(next) => {
          changedByPerson();
          setChosenFilters(next);
        }}
      />

      {/* The list depends on today's date and the person's ZIP: never prerendered (see useIsClient). */}
      {!isClient ? (
        <ListLoading />
      ) : place ? (
        <Suspense fallback={<ListLoading />}>
          <IncentiveResults
            zip={zip}
            stateName={stateName(place.state)}
            location={programLocation(place, utility?.key)}
            utilityName={utility?.name ?? null}
            filters={filters}
            answers={answers}
          />
        </Suspense>
      ) : null}

      {/* The page's HowTo structured data is these steps (domain/incentives/howto.ts): what search reads is on the page. */}
      <section className="card incentives__how" aria-labelledby="incentives-how-title">
        <h2 id="incentives-how-title">{m.incentives_how_title()}</h2>
        <StepList steps={INCENTIVES_HOWTO_STEPS} />
      </section>

      <div className="incentives__share">
        <ShareButton getContent={() => ({ url: incentivesShareUrl(window.location.origin, filters, zip), title: incentivesTitle() })} />
      </div>
      <FeedbackWidget page="Incentives" />
      <GuideFooter task="incentives" mode="task" />
    </article>
  );
}

export function LocationNote({ zip, place, status, utilityName }: { zip: string; place: Place | null; status: string; utilityName: string | null }) {
  if (!zip) return <p>{m.incentives_zip_empty()}</p>;
  if (status === "loading" || status === "idle") return <p>{m.incentives_zip_looking({ zip })}</p>;
  if (status === "error") return <p>{m.incentives_zip_error({ zip })}</p>;
  if (!place) return <p>{m.incentives_zip_not_found({ zip })}</p>;
  return (
    <p data-testid="incentives-place">
      {utilityName ? m.incentives_place_utility({ place: place.placeName, utility: utilityName }) : m.incentives_place_no_utility({ place: place.placeName })}
    </p>
  );
}

/** Several utilities serve the ZIP: the person says which one sends the bill (predominant first). */
function UtilityChoice({ place, value, onChange }: { place: Place; value: string; onChange: (key: string) => void }) {
  const id = useId();
  return (
    <div className="incentives__utility">
      <label htmlFor={id}>{m.incentives_utility_question()}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {place.utilities.map((utility) => (
          <option key={utility.key} value={utility.key}>
            {utility.name}
          </option>
        ))}
      </select>
    </div>
  );
}
