// React state for a station search: idle until there is a place, then loading → ready | error.
import { useEffect, useState } from "react";
import type { StationsResponse } from "../../../domain/stations/types";
import { fetchStationsPath, stationsPath, type StationRequest } from "./fetch-stations";

export type StationsState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "ready"; data: StationsResponse }
  | { status: "error" };

export function useStations(request: StationRequest | null): StationsState {
  const path = request ? stationsPath(request) : null;
  const [settled, setSettled] = useState<{ path: string; state: StationsState } | null>(null);

  useEffect(() => {
    if (!path) return;
    let live = true;
    fetchStationsPath(path).then(
      (data) => live && setSettled({ path, state: { status: "ready", data } }),
      () => live && setSettled({ path, state: { status: "error" } }),
    );
    return () => {
      live = false;
    };
  }, [path]);

  if (!path) return { status: "idle" };
  return settled && settled.path === path ? settled.state : { status: "loading" };
}
