// The charging-station map: a PlugShare widget centred on the ZIP's real centroid (looked up from
// our ZIP shards), the spec's prefix approximation when the lookup fails, a position-less default
// map when there is no 5-character ZIP. Rendered only on desktop by the caller.
import { useEffect, useState } from "react";
import { buildStationMapEmbed, hasMapZip, stationMapHeight } from "../../../../domain/public-charging/station-map";
import { useZipInfo } from "../../../lib/zip/useZipInfo";

function useViewportHeight(): number {
  const [height, setHeight] = useState(() => window.innerHeight);
  useEffect(() => {
    const onResize = () => setHeight(window.innerHeight);
    window.addEventListener("resize", onResize);
    return () => window.removeEventListener("resize", onResize);
  }, []);
  return height;
}

/** `waiting`: a share link is still being read, so the ZIP may change: no map (and no request) yet. */
export function StationMap({ zip, waiting = false }: { zip: string; waiting?: boolean }) {
  const zip5 = zip.trim().slice(0, 5);
  const lookup = useZipInfo(hasMapZip(zip) && !waiting ? zip5 : "");
  const height = stationMapHeight(useViewportHeight());

  if (waiting) {
    return (
      <div className="station-map station-map--loading" style={{ minHeight: height }} role="status">
        Opening the shared ZIP…
      </div>
    );
  }

  if (hasMapZip(zip) && (lookup.status === "loading" || lookup.status === "idle")) {
    return (
      <div className="station-map station-map--loading" style={{ minHeight: height }} role="status">
        Finding ZIP {zip5}…
      </div>
    );
  }

  const centroid = lookup.status === "found" && lookup.info ? { lat: lookup.info.lat, lng: lookup.info.lng } : undefined;
  const embed = buildStationMapEmbed(zip, centroid);
  const caption =
    embed.basis === "zip-centroid"
      ? `Centred on ZIP ${zip5}${lookup.info ? ` (${lookup.info.placeName})` : ""}.`
      : embed.basis === "none"
        ? "Enter a ZIP code above to centre the map near you."
        : `We couldn't find ZIP ${zip5}${lookup.status === "error" ? " just now" : ""}, so the map starts near ${embed.approximateCity}. Drag or zoom it to your area.`;

  return (
    <figure className="station-map">
      <iframe
        key={embed.url}
        className="station-map__frame"
        src={embed.url}
        title="Map of public EV charging stations (PlugShare)"
        loading="lazy"
        height={height}
        style={{ height }}
        referrerPolicy="strict-origin-when-cross-origin"
        data-basis={embed.basis}
      />
      <figcaption className="source-note">
        {caption} Station data and map: PlugShare.
      </figcaption>
    </figure>
  );
}
