// Guide to Public Charging (charging-plan-and-guides.md §2): Level 2 vs DC fast, time to add 100
// miles drawn to scale, the nearest stations (every screen; the PlugShare map as an extra on desktop), tips, apps, four tips and networks.
import { lazy, Suspense, useId, useState, type FormEvent } from "react";
import {
  APPS,
  FOUR_TIPS,
  NETWORKS,
  NETWORKS_NOTE,
  PUBLIC_CHARGING_LEAD,
  STATION_LOCATOR,
  SUCCESS_TIPS,
} from "../../../../domain/guides/public-charging";
import { CHARGER_LEVELS, scaleBars, TIME_TO_ADD_100_MILES } from "../../../../domain/public-charging/charging-times";
import { ExternalLink, GuideLayout, GuideSection, TipGrid } from "../../../components/guide/GuideLayout";
import { useGuideInputs } from "../../../components/guide/useGuideInputs";
import { DESKTOP_QUERY, useMediaQuery } from "../../../components/guide/useMediaQuery";
import type { GuideMode } from "../../../components/guide/useTaskCompletion";
import "./public-charging.css";

// Desktop only and below the fold: the map (with the ZIP lookup) loads as its own chunk, so phones
// never fetch it and the page's first load stays within budget.
const StationMap = lazy(() => import("./StationMap").then((module) => ({ default: module.StationMap })));
// The nearest stations (every screen size): code in its own chunk, stations fetched as data.
const NearbyStations = lazy(() => import("./NearbyStations").then((module) => ({ default: module.NearbyStations })));

const BARS = scaleBars(TIME_TO_ADD_100_MILES);
const ZIP_PATTERN = /^\d{5}$/;

export function PublicChargingGuide({ mode }: { mode: GuideMode }) {
  const { inputs, shared } = useGuideInputs("public-charging");
  // The map's ZIP starts from the plan (or the share link); the visitor can try another one here
  // without changing their plan.
  const [mapZip, setMapZip] = useState<string | undefined>(undefined);
  const zip = mapZip ?? inputs.zipCode ?? "";
  const isDesktop = useMediaQuery(DESKTOP_QUERY);

  return (
    <GuideLayout id="public-charging" mode={mode} lead={PUBLIC_CHARGING_LEAD} shareInputs={{ zipCode: zip }} shared={shared}>
      <GuideSection id="pc-levels" title="Level 2 vs DC fast charging">
        <ul className="grid grid--2 guide-tips" role="list">
          {CHARGER_LEVELS.map((level) => (
            <li key={level.id} className="card charger-level">
              <h3>
                {level.name} <span className="badge">{level.current}</span>
              </h3>
              <dl className="charger-level__facts">
                <div>
                  <dt>Time</dt>
                  <dd>{level.time}</dd>
                </div>
                <div>
                  <dt>Power</dt>
                  <dd>{level.power}</dd>
                </div>
                <div>
                  <dt>Best for</dt>
                  <dd>{level.bestFor}</dd>
                </div>
                <div>
                  <dt>Where</dt>
                  <dd>{level.where}</dd>
                </div>
                <div>
                  <dt>Connector</dt>
                  <dd>{level.connector}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </GuideSection>

      <GuideSection id="pc-100" title="Time to add 100 miles">
        <ul className="charge-bars" role="list">
          {BARS.map((bar) => (
            <li key={bar.kw} className="charge-bars__row" data-kw={bar.kw}>
              <span className="charge-bars__label">{bar.label}</span>
              <span className="charge-bars__track" aria-hidden="true">
                <span className="charge-bars__bar" style={{ width: `${bar.widthPercent}%` }} data-width={bar.widthPercent} />
              </span>
              <span className="charge-bars__time">{bar.timeLabel}</span>
            </li>
          ))}
        </ul>
        <p className="source-note">
          Typical times, with bars drawn to scale. Your car's top charging speed, the battery's temperature and its
          charge level all change the real figure.
        </p>
      </GuideSection>

      <GuideSection id="pc-map" title="Find stations near you">
        {/* Keyed by the ZIP so the field follows a plan that loads late (signed-in users). */}
        <MapZipForm key={zip} zip={zip} onZip={setMapZip} />
        {shared === "pending" ? (
          <p role="status">Opening the shared ZIP…</p>
        ) : (
          <Suspense fallback={<p role="status">Loading nearby stations…</p>}>
            <NearbyStations zip={zip} />
          </Suspense>
        )}
        {isDesktop ? (
          <Suspense
            fallback={
              <p className="station-map station-map--loading" role="status">
                Loading the station map…
              </p>
            }
          >
            <h3 className="station-map__title">Station map</h3>
            <StationMap zip={zip} waiting={shared === "pending"} />
          </Suspense>
        ) : null}
      </GuideSection>

      <GuideSection id="pc-success" title="Tips for success">
        <TipGrid tips={SUCCESS_TIPS} />
      </GuideSection>

      <GuideSection id="pc-apps" title="Apps to download">
        <ul className="guide-list app-list">
          {APPS.map((app) => (
            <li key={app.name}>
              <strong>{app.name}</strong>: {app.what}
              {app.links.length > 0 ? (
                <>
                  {" "}
                  Official {app.links.length === 1 ? "website" : "websites"}:{" "}
                  {app.links.map((link, index) => (
                    <span key={link.url}>
                      {index > 0 ? ", " : ""}
                      <ExternalLink href={link.url}>{link.label}</ExternalLink>
                    </span>
                  ))}
                  .
                </>
              ) : null}
            </li>
          ))}
        </ul>
        <p className="source-note">
          Each website links to its app for iPhone and Android. Network websites as listed in the U.S. Department of
          Energy's station data.
        </p>
      </GuideSection>

      <GuideSection id="pc-tips" title="Four tips for public charging">
        <TipGrid tips={FOUR_TIPS} />
      </GuideSection>

      <GuideSection id="pc-networks" title="Popular charging networks">
        <ul className="grid grid--2 network-list" role="list">
          {NETWORKS.map((network) => (
            <li key={network.name} className="card network">
              <h3 className="network__name">
                <ExternalLink href={network.url}>{network.name}</ExternalLink>
              </h3>
              <p>{network.kind}</p>
            </li>
          ))}
        </ul>
        <p className="source-note">
          {NETWORKS_NOTE} <ExternalLink href={STATION_LOCATOR.url}>{STATION_LOCATOR.name}</ExternalLink>
        </p>
      </GuideSection>
    </GuideLayout>
  );
}

function MapZipForm({ zip, onZip }: { zip: string; onZip: (zip: string) => void }) {
  const [draft, setDraft] = useState(zip);
  const [error, setError] = useState("");
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = draft.trim();
    if (!ZIP_PATTERN.test(value)) {
      setError("Enter a 5-digit ZIP code, like 94110.");
      return;
    }
    setError("");
    onZip(value);
  };
  return (
    <form className="map-zip" onSubmit={submit} noValidate>
      <label htmlFor={`${id}-zip`}>Your ZIP code</label>
      <div className="map-zip__row">
        <input
          id={`${id}-zip`}
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
          value={draft}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="button button--secondary">
          Show stations
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="map-zip__error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
