// The plan's public-charging line (step 3, dashboard, shared plan): "Within your 18-mile circle: 12
// fast-charging stations (48 ports), 230 Level 2 ports; nearest fast charger 2.3 miles". Self-contained:
// give it the plan's ZIP and daily miles. Its counting code loads as a small chunk after the screen
// renders (PlanStationsSummary: with the ZIP lookup, the station request and the wording, merging it
// put ~3.5 KB gzip into /shared-plan's first load, measured on the build: 105.6 → 109.1 of 110 KB) and the counts
// come from GET /api/stations, so the plan screens' first load does not grow.
import { lazy, Suspense } from "react";
import { radiusMilesFor } from "../../../../domain/map/driving-area";
import { isFiveDigitZip } from "../../../../domain/zip/format";
import * as m from "../../../../domain/i18n/messages";
import "./plan-stations.css";

const PlanStationsSummary = lazy(() => import("./PlanStationsSummary"));

/** `from`: the person's own plan (step 3, dashboard) or a plan someone shared (where the list link goes). */
export function PlanStations({ zip, dailyMiles, from = "plan" }: { zip: string; dailyMiles: number; from?: "plan" | "shared" }) {
  // The driving-area circle the wizard's map draws.
  const radiusMiles = radiusMilesFor(dailyMiles);
  if (!isFiveDigitZip(zip) || radiusMiles <= 0) return null;
  return (
    <section className="card plan-stations" aria-labelledby="plan-stations-title" data-testid="plan-stations">
      <h2 id="plan-stations-title" className="plan-stations__title">
        {m.results_stations_title()}
      </h2>
      <Suspense fallback={<p className="plan-stations__line">{m.results_stations_counting()}</p>}>
        <PlanStationsSummary zip={zip} dailyMiles={dailyMiles} from={from} />
      </Suspense>
    </section>
  );
}
