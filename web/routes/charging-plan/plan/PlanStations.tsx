// The plan's public-charging line (step 3, dashboard, shared plan): "Within your 18-mile circle: 12
// fast-charging stations (48 ports), 230 Level 2 ports; nearest fast charger 2.3 miles". Self-contained:
// give it the plan's ZIP and daily miles; ZIP → centre, then one station search over the circle. The
// counts come from GET /api/stations after the screen renders. (Its code is ~1 KB, so it is not split
// into a lazy chunk of its own: a second request would cost more than it saves.)
import { Link } from "react-router";
import { radiusMilesFor } from "../../../../domain/map/driving-area";
import { href } from "../../../../domain/routes";
import { stationCountsLine } from "../../../../domain/stations/plan-line";
import type { StationsResponse } from "../../../../domain/stations/types";
import { stationCredit } from "../../../../domain/stations/words";
import { isFiveDigitZip } from "../../../../domain/zip/format";
import { useStations } from "../../../lib/stations/useStations";
import { useZipInfo } from "../../../lib/zip/useZipInfo";
import "./plan-stations.css";

export function PlanStations({ zip, dailyMiles }: { zip: string; dailyMiles: number }) {
  // The driving-area circle the wizard's map draws.
  const radiusMiles = radiusMilesFor(dailyMiles);
  if (!isFiveDigitZip(zip) || radiusMiles <= 0) return null;
  return (
    <section className="card plan-stations" aria-labelledby="plan-stations-title" data-testid="plan-stations">
      <h2 id="plan-stations-title" className="plan-stations__title">
        Public charging in your area
      </h2>
      <StationsSummary zip={zip} radiusMiles={radiusMiles} />
    </section>
  );
}

function StationsSummary({ zip, radiusMiles }: { zip: string; radiusMiles: number }) {
  const lookup = useZipInfo(zip);
  const place = lookup.status === "found" && lookup.info ? lookup.info : null;
  // limit=1: the plan needs the totals and the nearest station only.
  const stations = useStations(place ? { lat: place.lat, lon: place.lng, radiusMi: radiusMiles, limit: 1 } : null);

  if (lookup.status === "not-found") return <p className="plan-stations__line">We couldn't place ZIP {zip} on the map, so we can't count stations near it.</p>;
  if (lookup.status === "error" || stations.status === "error") {
    return <p className="plan-stations__line">We couldn't count public stations just now.</p>;
  }
  if (stations.status !== "ready") return <p className="plan-stations__line">Counting public stations…</p>;
  return <Counts data={stations.data} />;
}

function Counts({ data }: { data: StationsResponse }) {
  const line = stationCountsLine(data);
  return (
    <>
      <p className="plan-stations__line" data-testid="plan-stations-line">
        {line}
      </p>
      {data.coverage.status !== "none" ? (
        <p className="plan-stations__more">
          <Link to={href("public-charging-task")}>See the nearest stations</Link>
        </p>
      ) : null}
      <p className="source-note">
        Station data: U.S. Department of Energy, Alternative Fuels Data Center, {stationCredit(data.coverage.states, data.source.refreshedAt)}.
      </p>
    </>
  );
}
