// Guide to Public Charging (charging-plan-and-guides.md §2): Level 2 vs DC fast, time to add 100
// miles drawn to scale, the nearest stations (every screen; the PlugShare map as an extra on desktop), tips, apps, four tips and networks.
import type { PageProps } from "../../../../domain/routes";
import { lazy, Suspense, useState } from "react";
import { useSearchParams } from "react-router";
import { linkedStationZip, STATION_LIST_ID, STATION_ZIP_PARAM } from "../../../../domain/stations/station-list-link";
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
import "./public-charging.css";

// Below the fold: the station finder (ZIP field, nearest stations, desktop map) loads as its own
// chunk and the stations as data, so the page's first load stays within budget.
const StationFinder = lazy(() => import("./StationFinder").then((module) => ({ default: module.StationFinder })));

const BARS = scaleBars(TIME_TO_ADD_100_MILES);

export default function PublicChargingPage({ mode = "task" }: PageProps) {
  const { inputs, shared } = useGuideInputs("public-charging");
  // The map's ZIP starts from a "See the nearest stations" link's ?zip= (the plan or shared plan it
  // came from), else the plan (or the share link); the visitor can try another one here without
  // changing their plan.
  const [params] = useSearchParams();
  const [mapZip, setMapZip] = useState<string | undefined>(() => linkedStationZip(params.get(STATION_ZIP_PARAM)));
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
              <span className="meter charge-bars__track" aria-hidden="true">
                <span className="meter__fill" style={{ width: `${bar.widthPercent}%` }} data-width={bar.widthPercent} />
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

      <GuideSection id={STATION_LIST_ID} title="Find stations near you">
        {/* The ZIP field, the nearest stations and (desktop) the map: one chunk loaded after the page renders. */}
        <Suspense fallback={<p role="status">Loading the station finder…</p>}>
          <StationFinder zip={zip} onZip={setMapZip} isDesktop={isDesktop} waiting={shared === "pending"} />
        </Suspense>
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
