// The counts behind PlanStations (lazy chunk): ZIP → centre, then one station search over the circle.
import { Link } from "react-router";
import { stationCountsLine } from "../../../../domain/stations/plan-line";
import { stationListHref } from "../../../../domain/stations/station-list-link";
import type { StationsResponse } from "../../../../domain/stations/types";
import { stationCredit } from "../../../../domain/stations/words";
import { useStations } from "../../../lib/stations/useStations";
import { useZipInfo } from "../../../lib/zip/useZipInfo";
import { planStationQuery } from "../../../../domain/map/driving-area";
import * as m from "../../../../domain/i18n/messages";

export default function PlanStationsSummary({ zip, dailyMiles, from }: { zip: string; dailyMiles: number; from: "plan" | "shared" }) {
  const lookup = useZipInfo(zip);
  const place = lookup.status === "found" && lookup.info ? lookup.info : null;
  // The plan's one station question (planStationQuery): the money's public price reads the same answer.
  const stations = useStations(place ? planStationQuery({ lat: place.lat, lng: place.lng, state: place.state }, dailyMiles) : null);

  if (lookup.status === "not-found") return <p className="plan-stations__line">{m.results_stations_unplaced({ zip })}</p>;
  if (lookup.status === "error" || stations.status === "error") {
    return <p className="plan-stations__line">{m.results_stations_failed()}</p>;
  }
  if (stations.status !== "ready") return <p className="plan-stations__line">{m.results_stations_counting()}</p>;
  return <Counts data={stations.data} listHref={stationListHref(zip, from)} />;
}

function Counts({ data, listHref }: { data: StationsResponse; listHref: string }) {
  const line = stationCountsLine(data);
  return (
    <>
      <p className="plan-stations__line" data-testid="plan-stations-line">
        {line}
      </p>
      {data.coverage.status !== "none" ? (
        <p className="plan-stations__more">
          <Link to={listHref}>{m.results_stations_nearest()}</Link>
        </p>
      ) : null}
      <p className="source-note">
        {m.results_stations_credit({ credit: stationCredit(data.coverage.states, data.source.refreshedAt) })}
      </p>
    </>
  );
}
