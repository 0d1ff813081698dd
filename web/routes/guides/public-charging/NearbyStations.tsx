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
import { localPriceLine, stationCredit } from "../../../../domain/stations/words";
import { connectorsLine, formatMiles, portsLine } from "./station-format";
import { isFiveDigitZip } from "../../../../domain/zip/format";

// Desktop only: the same stations as numbered markers on our own map (maplibre, its own chunk).
const NearbyStationsMap = lazy(() => import("./NearbyStationsMap"));

const NEARBY_RADII = [5, 10, 25] as const;
const NEARBY_LIMIT = 20;

type FilterValue = ConnectorFilter | "all";
// On a phone the plug names are shortened ("NACS" for "NACS / J3400") so all five stay on one row
// down to 320 px; each button's name stays the full one.
const FILTER_OPTIONS: readonly { value: FilterValue; label: string; shortLabel?: string }[] = [
  { value: "all", label: "All plugs", shortLabel: "All" },
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

  if (!zip5) return <p className="nearby__note">Enter your ZIP code above to see the nearest public stations.</p>;
  if (lookup.status === "not-found") return <p className="alert">We couldn't find ZIP {zip5}. Check the number and try again.</p>;
  if (lookup.status === "error") return <p className="alert">We couldn't look up ZIP {zip5} just now. Please try again.</p>;
  if (!place) return <p role="status">Finding ZIP {zip5}…</p>;

  return (
    <div className="nearby" data-testid="nearby-stations">
      <div className="nearby__controls">
        <SegmentedControl label="Plug type" value={connector} options={FILTER_OPTIONS} onChange={setConnector} className="nearby__filter" />
        <SegmentedControl
          label="Distance"
          value={String(radius)}
          options={NEARBY_RADII.map((miles) => ({ value: String(miles), label: `${miles} mi` }))}
          onChange={(value) => setRadius(Number(value) as (typeof NEARBY_RADII)[number])}
          className="nearby__radius"
        />
      </div>
      <div aria-live="polite">
        {stations.status === "loading" || stations.status === "idle" ? <p role="status">Finding stations near {place.placeName}…</p> : null}
        {stations.status === "error" ? <p className="alert">We couldn't load stations just now. Please try again.</p> : null}
        {stations.status === "ready" ? <StationResults data={stations.data} placeName={place.placeName} /> : null}
        {withMap && stations.status === "ready" && stations.data.stations.length > 0 ? (
          <Suspense fallback={<p className="nearby-map nearby-map--loading">Loading the map…</p>}>
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
          {coverage.message} Until then, a charging app (below) shows the stations near you.
        </p>
      ) : (
        <>
          <p className="nearby__summary">
            {totals.stations === 0
              ? `No public stations${query.connector ? " with that plug" : ""} within ${query.radiusMi} miles of ${placeName}.`
              : `${totals.stations.toLocaleString("en-US")} public ${totals.stations === 1 ? "station" : "stations"} within ${query.radiusMi} miles of ${placeName}${data.truncated ? `; the nearest ${stations.length} are listed` : ""}.`}
          </p>
          {coverage.status === "partial" ? <p className="alert">{coverage.message}</p> : null}
          {stations.length > 0 ? (
            <ol className="nearby__list" aria-label="Nearest public charging stations">
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
        Station data: <ExternalLink href={data.source.url}>{data.source.name}</ExternalLink>, {credit}. Stations open,
        close and go out of service between updates: check a station's status in its network's app before you drive there.
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
          <dt>Ports</dt>
          <dd>{portsLine(station.ports)}</dd>
        </div>
        <div>
          <dt>Plugs</dt>
          <dd>{connectorsLine(station.connectors)}</dd>
        </div>
        {station.access ? (
          <div>
            <dt>Access</dt>
            <dd>{station.access}</dd>
          </div>
        ) : null}
        {station.pricing ? (
          <div>
            <dt>Price</dt>
            <dd>{pricingText(station.pricing)}</dd>
          </div>
        ) : null}
        {address ? (
          <div>
            <dt>Address</dt>
            <dd>{address}</dd>
          </div>
        ) : null}
      </dl>
      <p className="station__actions">
        <a className="button button--secondary" href={directionsUrl(station)} target="_blank" rel="noopener noreferrer">
          Directions<span className="visually-hidden"> to {station.name} (opens in a new tab)</span>
        </a>
        <a className="station__geo" href={geoUri(station)}>
          Open in my map app<span className="visually-hidden">: {station.name}</span>
        </a>
      </p>
    </li>
  );
}
