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
  networksNote,
  publicChargingLead,
  STATION_LOCATOR,
  SUCCESS_TIPS,
} from "../../../../domain/guides/public-charging";
import * as m from "../../../../domain/i18n/messages";
import { CHARGER_LEVELS, scaleBars, TIME_TO_ADD_100_MILES } from "../../../../domain/public-charging/charging-times";
import { ExternalLink, GuideLayout, GuideSection, TipGrid } from "../../../components/guide/GuideLayout";
import { useGuideInputs } from "../../../components/guide/useGuideInputs";
import { DESKTOP_QUERY, useMediaQuery } from "../../../components/guide/useMediaQuery";
import "./public-charging.css";

// Below the fold: the station finder (ZIP field, nearest stations, desktop map) loads as its own
// chunk and the stations as data, so the page's first load stays within budget.
const StationFinder = lazy(() => import("./StationFinder").then((module) => ({ default: module.StationFinder })));

export default function PublicChargingPage({ mode = "task" }: PageProps) {
  const { inputs, shared } = useGuideInputs("public-charging");
  // The map's ZIP starts from a "See the nearest stations" link's ?zip= (the plan or shared plan it
  // came from), else the plan (or the share link); the visitor can try another one here without
  // changing their plan.
  const [params] = useSearchParams();
  const [mapZip, setMapZip] = useState<string | undefined>(() => linkedStationZip(params.get(STATION_ZIP_PARAM)));
  const zip = mapZip ?? inputs.zipCode ?? "";
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  // Built per render: the bar labels are in the reader's language.
  const bars = scaleBars(TIME_TO_ADD_100_MILES);

  return (
    <GuideLayout id="public-charging" mode={mode} lead={publicChargingLead()} shareInputs={{ zipCode: zip }} shared={shared}>
      <GuideSection id="pc-levels" title={m.guide_public_levels_title()}>
        <ul className="grid grid--2 guide-tips" role="list">
          {CHARGER_LEVELS.map((level) => (
            <li key={level.id} className="card charger-level">
              <h3>
                {level.name} <span className="badge">{level.current}</span>
              </h3>
              <dl className="charger-level__facts">
                <div>
                  <dt>{m.guide_public_fact_time()}</dt>
                  <dd>{level.time}</dd>
                </div>
                <div>
                  <dt>{m.guide_public_fact_power()}</dt>
                  <dd>{level.power}</dd>
                </div>
                <div>
                  <dt>{m.guide_public_fact_best_for()}</dt>
                  <dd>{level.bestFor}</dd>
                </div>
                <div>
                  <dt>{m.guide_public_fact_where()}</dt>
                  <dd>{level.where}</dd>
                </div>
                <div>
                  <dt>{m.guide_public_fact_connector()}</dt>
                  <dd>{level.connector}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </GuideSection>

      <GuideSection id="pc-100" title={m.guide_public_100_title()}>
        <ul className="charge-bars" role="list">
          {bars.map((bar) => (
            <li key={bar.kw} className="charge-bars__row" data-kw={bar.kw}>
              <span className="charge-bars__label">{bar.label}</span>
              <span className="meter charge-bars__track" aria-hidden="true">
                <span className="meter__fill" style={{ width: `${bar.widthPercent}%` }} data-width={bar.widthPercent} />
              </span>
              <span className="charge-bars__time">{bar.timeLabel}</span>
            </li>
          ))}
        </ul>
        <p className="source-note">{m.guide_public_100_note()}</p>
      </GuideSection>

      <GuideSection id={STATION_LIST_ID} title={m.guide_public_find_title()}>
        {/* The ZIP field, the nearest stations and (desktop) the map: one chunk loaded after the page renders. */}
        <Suspense fallback={<p role="status">{m.guide_public_finder_loading()}</p>}>
          <StationFinder zip={zip} onZip={setMapZip} isDesktop={isDesktop} waiting={shared === "pending"} />
        </Suspense>
      </GuideSection>

      <GuideSection id="pc-success" title={m.guide_public_success_title()}>
        <TipGrid tips={SUCCESS_TIPS} />
      </GuideSection>

      <GuideSection id="pc-apps" title={m.guide_public_apps_title()}>
        <ul className="guide-list app-list">
          {APPS.map((app) => (
            <li key={app.name}>
              <strong>{app.name}</strong>: {app.what}
              {app.links.length > 0 ? (
                <>
                  {" "}
                  {m.guide_public_apps_official({ count: app.links.length })}{" "}
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
        <p className="source-note">{m.guide_public_apps_note()}</p>
      </GuideSection>

      <GuideSection id="pc-tips" title={m.guide_public_four_title()}>
        <TipGrid tips={FOUR_TIPS} />
      </GuideSection>

      <GuideSection id="pc-networks" title={m.guide_public_networks_title()}>
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
          {networksNote()} <ExternalLink href={STATION_LOCATOR.url}>{STATION_LOCATOR.name}</ExternalLink>
        </p>
      </GuideSection>
    </GuideLayout>
  );
}
