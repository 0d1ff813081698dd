// The lazy part of the driving-area map: the MapLibre canvas plus what it teaches (place names,
// county lines, station dots) and, right under it, the towns line and the station legend. One
// chunk, so maplibre and the overlay code never weigh on a page's first load.
import { radiusMilesFor } from "../../../../domain/map/driving-area";
import type { ZipInfo } from "../../../../domain/zip/types";
import MapCanvas from "./MapCanvas";
import { useMapOverlay } from "./useMapOverlay";
import { formatInteger } from "../../../../domain/i18n/format";
import * as m from "../../../../domain/i18n/messages";

export default function MapWithOverlay({ location, dailyMiles }: { location: ZipInfo | null; dailyMiles: number }) {
  const radius = radiusMilesFor(dailyMiles);
  const overlay = useMapOverlay(location, radius);
  return (
    <>
      <MapCanvas location={location} dailyMiles={dailyMiles} overlay={overlay} />
      {overlay?.townsLine ? (
        <p className="driving-map__towns" data-testid="towns-line">
          {overlay.townsLine}
        </p>
      ) : null}
      {overlay && overlay.stationTotal > 0 ? (
        <p className="driving-map__legend" data-testid="station-legend">
          <span className="driving-map__dot driving-map__dot--fast" aria-hidden="true" /> {m.planweb_legend_fast()}{" "}
          <span className="driving-map__dot driving-map__dot--level2" aria-hidden="true" /> {m.planweb_legend_level2()}
          {overlay.stationTotal > overlay.stations.length
            ? m.planweb_legend_nearest({ shown: formatInteger(overlay.stations.length), total: formatInteger(overlay.stationTotal) })
            : m.planweb_legend_total({ total: formatInteger(overlay.stationTotal) })}
          .
        </p>
      ) : null}
      {overlay?.stationsNotLoaded ? <p className="driving-map__legend">{m.planweb_stations_not_loaded({ reason: overlay.stationsNotLoaded })}</p> : null}
    </>
  );
}
