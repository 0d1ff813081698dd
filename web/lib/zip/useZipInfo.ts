// React state for a ZIP lookup: debounced (500 ms), only for 5-character ZIPs that differ from the
// last one looked up, aborting the previous request; aborted requests never surface (spec §4, §8).
import { useEffect, useMemo, useRef, useState } from "react";
import type { ZipInfo } from "../../../domain/zip/types";
import { lookupZip } from "./lookup";

export const ZIP_LOOKUP_DEBOUNCE_MS = 500;

export type ZipLookupStatus = "idle" | "loading" | "found" | "not-found" | "error";

export interface ZipLookupState {
  status: ZipLookupStatus;
  info?: ZipInfo;
}

interface Settled {
  zip: string;
  status: "found" | "not-found" | "error";
  info?: ZipInfo;
}

export function useZipInfo(zip: string): ZipLookupState {
  const [settled, setSettled] = useState<Settled | null>(null);
  // The last ZIP whose lookup finished with an answer (found or not). A failed request is not
  // remembered, so typing the same ZIP again retries it.
  const lastLookedUp = useRef<string | null>(null);

  useEffect(() => {
    if (zip.length !== 5 || zip === lastLookedUp.current) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      lookupZip(zip, controller.signal).then(
        (info) => {
          if (controller.signal.aborted) return;
          lastLookedUp.current = zip;
          setSettled(info ? { zip, status: "found", info } : { zip, status: "not-found" });
        },
        () => {
          if (controller.signal.aborted) return; // superseded or unmounted: silent
          setSettled({ zip, status: "error" });
        },
      );
    }, ZIP_LOOKUP_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [zip]);

  const status: ZipLookupStatus = zip.length !== 5 ? "idle" : settled && settled.zip === zip ? settled.status : "loading";
  const info = status === "found" ? settled?.info : undefined;
  // The same object while the answer is the same: a keystroke that does not change it (any of a
  // ZIP's first four digits) leaves what is memoised or deferred on it alone (INP, issue 32).
  return useMemo(() => (info ? { status, info } : { status }), [status, info]);
}
