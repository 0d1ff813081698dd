// A state's programs (web/public/data/programs/<ST>.json, scripts/data/programs.mjs) and, when a
// program is limited by area median income and the person gave an income, the state's AMI file.
// Fetched per state, never bundled; every file passes the zod parser (domain/incentives/
// programs.schema.ts), imported only when a file is fetched, so the page's first load carries no zod.
import type { AmiShard, ProgramShard } from "../../../domain/incentives/programs";
import { amiShardPath, programShardPath } from "../../../domain/incentives/programs";
import { useLazyValue } from "../useLazyValue";

export type Loaded<T> = { status: "idle" } | { status: "loading" } | { status: "ready"; data: T } | { status: "error" };

async function fetchJson(path: string): Promise<unknown> {
  const response = await fetch(path);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response.json();
}

const shardCache = new Map<string, Promise<ProgramShard>>();
const amiCache = new Map<string, Promise<AmiShard>>();

/** One request per state, kept for the session (the finder and the plan share it). */
export function loadProgramShard(state: string): Promise<ProgramShard> {
  let request = shardCache.get(state);
  if (!request) {
    request = Promise.all([fetchJson(programShardPath(state)), import("../../../domain/incentives/programs.schema")]).then(([json, schema]) =>
      schema.parseProgramShard(state, json),
    );
    request.catch(() => shardCache.delete(state)); // a failed request is retried next time
    shardCache.set(state, request);
  }
  return request;
}

export function loadAmiShard(state: string): Promise<AmiShard> {
  let request = amiCache.get(state);
  if (!request) {
    request = Promise.all([fetchJson(amiShardPath(state)), import("../../../domain/incentives/programs.schema")]).then(([json, schema]) =>
      schema.parseAmiShard(state, json),
    );
    request.catch(() => amiCache.delete(state));
    amiCache.set(state, request);
  }
  return request;
}

type ShardState = Loaded<ProgramShard>;
type AmiState = Loaded<AmiShard>;
const loadShardState = (state: string): Promise<ShardState> => loadProgramShard(state).then((data) => ({ status: "ready", data }));
const loadAmiState = (state: string): Promise<AmiState> => loadAmiShard(state).then((data) => ({ status: "ready", data }));
const SHARD_FAILED: ShardState = { status: "error" };
const AMI_FAILED: AmiState = { status: "error" };

/** The state's program shard: idle without a state. */
export function useProgramShard(state: string | null): ShardState {
  const value = useLazyValue(state, loadShardState, SHARD_FAILED);
  if (value === undefined) return { status: "idle" };
  if (value === "pending") return { status: "loading" };
  return value;
}

/** The state's AMI file, only when `needed` (a program is AMI-limited and the person gave an income). */
export function useAmiShard(state: string | null, needed: boolean): AmiState {
  const value = useLazyValue(needed ? state : null, loadAmiState, AMI_FAILED);
  if (value === undefined) return { status: "idle" };
  if (value === "pending") return { status: "loading" };
  return value;
}
