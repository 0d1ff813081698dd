// "Find stations near you", phone first: the nearest public stations from our AFDC data
// (GET /api/stations), with a connector filter, a directions link per station and the network's
// website. Loads as its own chunk after the page renders; the stations arrive as data.
import { lazy, Suspense, useState } from "react";
import { CONNECTOR_FILTERS } from "../../../../domain/stations/connectors";
import type { ConnectorFilter, Station, StationsResponse } from "../../../../domain/stations/types";
import { ExternalLink } from "../../../components/guide/GuideLayout";
import { SegmentedControl } from "../../../components/ui/SegmentedControl";
import { directionsUrl, geoUri } from "../../../lib/stations/directions";
import { useStations } from "../../../lib/stations/useStations";
import { useZipInfo } from "../../../lib/zip/useZipInfo";
import { pricingText } from "../../../../domain/stations/pricing";
import { coverageMessage, localPriceLine, stationCredit } from "../../../../domain/stations/words";
import { connectorsLine, formatMiles, portsLine } from "./station-format";
import { isFiveDigitZip } from "../../../../domain/zip/format";
import { formatInteger } from "../../../../domain/i18n/format";
import * as m from "../../../../domain/i18n/messages";

// Desktop only: the same stations as numbered markers on our own map (maplibre, its own chunk).
const NearbyStationsMap = lazy(() => import("./NearbyStationsMap"));

const NEARBY_RADII = [5, 10, 25] as const;
const NEARBY_LIMIT = 20;

type FilterValue = ConnectorFilter | "all";
// On a phone the plug names are shortened ("NACS" for "NACS / J3400") so all five stay on one row
// down to 320 px; each button's name stays the full one.
// Built per render: "All plugs" is in the reader's language (the plug names are the same in both).
const filterOptions = (): readonly { value: FilterValue; label: string; shortLabel?: string }[] => [
  { value: "all", label: m.guide_public_filter_all(), shortLabel: m.guide_public_filter_all_short() },
  ...CONNECTOR_FILTERS.map((filter) => ({ value: filter.id, label: filter.label, shortLabel: filter.label.split(" / ")[0] })),
];

export function NearbyStations({ zip, withMap = false }: { zip: string; withMap?: boolean }) {
  const zip5 = isFiveDigitZip(zip.trim()) ? zip.trim() : "";
  const lookup = useZipInfo(zip5);
  const [connector, setConnector] = useState<FilterValue>("all");
  const [radius, setRadius] = useState<(typeof NEARBY_RADII)[number]>(10);
  const place = lookup.status === "found" && lookup.info ? lookup.info : null;
  const stations = useStations(
    place
      ? { lat: place.lat, lon: place.lng, radiusMi: radius, connector: connector === "all" ? null : connector, limit: NEARBY_LIMIT, state: place.state }
      : null,
  );

  if (!zip5) return <p className="nearby__note">{m.guide_public_enter_zip()}</p>;
  if (lookup.status === "not-found") return <p className="alert">{m.guide_public_zip_not_found({ zip: zip5 })}</p>;
  if (lookup.status === "error") return <p className="alert">{m.guide_public_zip_error({ zip: zip5 })}</p>;
  if (!place) return <p role="status">{m.guide_public_zip_finding({ zip: zip5 })}</p>;

  return (
    <div className="nearby" data-testid="nearby-stations">
      <div className="nearby__controls">
        <SegmentedControl label={m.guide_public_filter_label()} value={connector} options={filterOptions()} onChange={setConnector} className="nearby__filter" />
        <SegmentedControl
          label={m.guide_public_distance_label()}
          value={String(radius)}
          options={NEARBY_RADII.map((miles) => ({ value: String(miles), label: m.guide_public_radius_option({ miles }) }))}
          onChange={(value) => setRadius(Number(value) as (typeof NEARBY_RADII)[number])}
          className="nearby__radius"
        />
      </div>
      <div aria-live="polite">
        {stations.status === "loading" || stations.status === "idle" ? <p role="status">{m.guide_public_stations_finding({ place: place.placeName })}</p> : null}
        {stations.status === "error" ? <p className="alert">{m.guide_public_stations_error()}</p> : null}
        {stations.status === "ready" ? <StationResults data={stations.data} placeName={place.placeName} /> : null}
        {withMap && stations.status === "ready" && stations.data.stations.length > 0 ? (
          <Suspense fallback={<p className="nearby-map nearby-map--loading">{m.guide_public_map_loading_short()}</p>}>
            <NearbyStationsMap centre={{ lat: place.lat, lon: place.lng }} stations={stations.data.stations} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}

function StationResults({ data, placeName }: { data: StationsResponse; placeName: string }) {
  const { coverage, totals, stations, query } = data;
  const credit = stationCredit(coverage.states, data.source.refreshedAt);
  return (
    <>
      {coverage.status === "none" ? (
        <p className="alert nearby__not-loaded" data-testid="stations-not-loaded">
          {coverageMessage(coverage)} {m.guide_public_not_loaded_after()}
        </p>
      ) : (
        <>
          <p className="nearby__summary">
            {totals.stations === 0
              ? (query.connector ? m.guide_public_none_with_plug : m.guide_public_none_within)({ radius: query.radiusMi, place: placeName })
              : (data.truncated ? m.guide_public_count_within_truncated : m.guide_public_count_within)({
                  count: totals.stations,
                  countText: formatInteger(totals.stations),
                  radius: query.radiusMi,
                  place: placeName,
                  listed: stations.length,
                })}
          </p>
          {coverage.status === "partial" ? <p className="alert">{coverageMessage(coverage)}</p> : null}
          {stations.length > 0 ? (
            <ol className="nearby__list" aria-label={m.guide_public_list_label()}>
              {stations.map((station, index) => (
                <StationItem key={station.id} station={station} number={index + 1} />
              ))}
            </ol>
          ) : null}
          {/* Over every station in the circle, not only the listed ones; an answer cached before
              prices existed has none, and then the line is left out. */}
          {data.prices ? (
            <p className="nearby__prices" data-testid="local-prices">
              {localPriceLine(data.prices)}
            </p>
          ) : null}
        </>
      )}
      <p className="source-note">
        {m.guide_public_station_data()} <ExternalLink href={data.source.url}>{data.source.name}</ExternalLink>
        {m.guide_public_station_data_after({ credit })}
      </p>
    </>
  );
}

function StationItem({ station, number }: { station: Station; number: number }) {
  const address = [station.address.street, station.address.city].filter(Boolean).join(", ");
  return (
    <li className="card station" data-distance={station.distanceMiles}>
      <div className="station__head">
        <h3 className="station__name">
          <span className="station__number" aria-hidden="true">
            {number}
          </span>
          {station.name}
        </h3>
        <span className="station__distance">{formatMiles(station.distanceMiles)}</span>
      </div>
      <p className="station__network">
        {station.network.url ? <ExternalLink href={station.network.url}>{station.network.name}</ExternalLink> : station.network.name}
      </p>
      <dl className="station__facts">
        <div>
          <dt>{m.guide_public_fact_ports()}</dt>
          <dd>{portsLine(station.ports)}</dd>
        </div>
        <div>
          <dt>{m.guide_public_fact_plugs()}</dt>
          <dd>{connectorsLine(station.connectors)}</dd>
        </div>
        {station.access ? (
          <div>
            <dt>{m.guide_public_fact_access()}</dt>
            <dd>{station.access}</dd>
          </div>
        ) : null}
        {station.pricing ? (
          <div>
            <dt>{m.guide_public_fact_price()}</dt>
            <dd>{pricingText(station.pricing)}</dd>
          </div>
        ) : null}
        {address ? (
          <div>
            <dt>{m.guide_public_fact_address()}</dt>
            <dd>{address}</dd>
          </div>
        ) : null}
      </dl>
      <p className="station__actions">
        <a className="button button--secondary" href={directionsUrl(station)} target="_blank" rel="noopener noreferrer">
          {m.guide_public_directions()}
          <span className="visually-hidden">{m.guide_public_directions_hidden({ name: station.name })}</span>
        </a>
        <a className="station__geo" href={geoUri(station)}>
          {m.guide_public_open_map_app()}
          <span className="visually-hidden">: {station.name}</span>
        </a>
      </p>
    </li>
  );
}
