// React state for a station search: idle until there is a place, then loading → ready | error.
// The request follows the one lazy-value rule (web/lib/useLazyValue.ts): keyed by its path, so a
// changed circle never shows the previous circle's answer.
import type { StationsResponse } from "../../../domain/stations/types";
import { useLazyValue } from "../useLazyValue";
import { fetchStationsPath, stationsPath, type StationRequest } from "./fetch-stations";

export type StationsState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "ready"; data: StationsResponse }
  | { status: "error" };

// Module level: useLazyValue loads again whenever `load` or `onError` is a new value.
const loadStations = (path: string): Promise<StationsState> => fetchStationsPath(path).then((data) => ({ status: "ready", data }));
const FAILED: StationsState = { status: "error" };

export function useStations(request: StationRequest | null): StationsState {
  const state = useLazyValue(request ? stationsPath(request) : null, loadStations, FAILED);
  if (state === undefined) return { status: "idle" };
  if (state === "pending") return { status: "loading" };
  return state;
}
