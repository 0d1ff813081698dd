// The charging-station map: a PlugShare widget centred on the ZIP's real centroid (looked up from
// our ZIP shards), the spec's prefix approximation when the lookup fails, a position-less default
// map when there is no 5-character ZIP. Rendered only on desktop by the caller.
import * as m from "../../../../domain/i18n/messages";
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
        {m.guide_public_opening_shared_zip()}
      </div>
    );
  }

  if (hasMapZip(zip) && (lookup.status === "loading" || lookup.status === "idle")) {
    return (
      <div className="station-map station-map--loading" style={{ minHeight: height }} role="status">
        {m.guide_public_zip_finding({ zip: zip5 })}
      </div>
    );
  }

  const centroid = lookup.status === "found" && lookup.info ? { lat: lookup.info.lat, lng: lookup.info.lng } : undefined;
  const embed = buildStationMapEmbed(zip, centroid);
  const caption =
    embed.basis === "zip-centroid"
      ? lookup.info
        ? m.guide_public_map_centred_place({ zip: zip5, place: lookup.info.placeName })
        : m.guide_public_map_centred({ zip: zip5 })
      : embed.basis === "none"
        ? m.guide_public_map_no_zip()
        : (lookup.status === "error" ? m.guide_public_map_lookup_error : m.guide_public_map_not_found)({ zip: zip5, city: embed.approximateCity ?? "" });

  return (
    <figure className="station-map">
      <iframe
        key={embed.url}
        className="station-map__frame"
        src={embed.url}
        title={m.guide_public_map_iframe_title()}
        loading="lazy"
        height={height}
        style={{ height }}
        referrerPolicy="strict-origin-when-cross-origin"
        data-basis={embed.basis}
      />
      <figcaption className="source-note">
        {caption} {m.guide_public_map_credit()}
      </figcaption>
    </figure>
  );
}
