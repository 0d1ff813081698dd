// Signed-in writes that have not reached the server yet, kept in localStorage so a closed tab, a
// dropped connection or a server error never loses a completed task. Entries are removed only
// after the server confirmed them; they are grouped per account (by email) so a shared device
// never sends one person's progress to another's account.
import {
  DEFAULT_USER_INPUTS,
  TASK_KEYS,
  type PartialUserInputs,
  type ProgressResponse,
  type ProgressUpdate,
  type TaskFlags,
  type UserInputs,
} from "../../../domain/contracts/progress.schema";
import type { ProgressSnapshot } from "./store";

export const SYNC_QUEUE_KEY = "plugplan.progressSync.v1";

export interface QueuedUpdate {
  id: string;
  update: ProgressUpdate;
}

type StoredQueues = Record<string, QueuedUpdate[]>;

function storage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

function readAll(): StoredQueues {
  try {
    const raw = storage()?.getItem(SYNC_QUEUE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return {};
    const queues: StoredQueues = {};
    for (const [owner, items] of Object.entries(parsed)) {
      if (!Array.isArray(items)) continue;
      queues[owner] = items.filter(
        (item): item is QueuedUpdate =>
          !!item && typeof item === "object" && typeof item.id === "string" && !!item.update && typeof item.update === "object",
      );
    }
    return queues;
  } catch {
    return {};
  }
}

/** Used instead of storage when it is unavailable or full, so this visit still retries. */
let memory: StoredQueues = {};
let storageBroken = false;

function writeAll(queues: StoredQueues): void {
  const nonEmpty = Object.fromEntries(Object.entries(queues).filter(([, items]) => items.length > 0));
  memory = nonEmpty;
  const store = storage();
  if (!store || storageBroken) return;
  try {
    if (Object.keys(nonEmpty).length === 0) store.removeItem(SYNC_QUEUE_KEY);
    else store.setItem(SYNC_QUEUE_KEY, JSON.stringify(nonEmpty));
  } catch {
    storageBroken = true; // quota or disabled: the in-memory copy keeps retrying for this visit
  }
}

/** Storage is the truth (other tabs and later visits share it); memory only when it cannot be used. */
function current(): StoredQueues {
  return storage() && !storageBroken ? readAll() : { ...memory };
}

export function pendingUpdates(owner: string): QueuedUpdate[] {
  return current()[owner] ?? [];
}

let sequence = 0;

export function enqueueUpdate(owner: string, update: ProgressUpdate): QueuedUpdate {
  const queues = current();
  sequence += 1;
  const item = { id: `${Date.now().toString(36)}-${sequence}-${Math.random().toString(36).slice(2, 8)}`, update };
  queues[owner] = [...(queues[owner] ?? []), item];
  writeAll(queues);
  return item;
}

/** Drops entries the server has confirmed (or refused for good). */
export function removeUpdates(owner: string, ids: readonly string[]): void {
  const queues = current();
  const drop = new Set(ids);
  queues[owner] = (queues[owner] ?? []).filter((item) => !drop.has(item.id));
  writeAll(queues);
}

/** One request for many queued writes: flags OR-ed, inputs merged in order, last calculations win. */
export function coalesceUpdates(items: readonly QueuedUpdate[]): ProgressUpdate {
  const merged: ProgressUpdate = {};
  for (const { update } of items) {
    for (const key of TASK_KEYS) if (update[key] === true) merged[key] = true;
    if (update.userInputs) merged.userInputs = { ...merged.userInputs, ...update.userInputs };
    if (update.calculations) merged.calculations = update.calculations;
  }
  return merged;
}

/** What the person should see: the server's record with their unconfirmed writes on top. */
export function withPending(snapshot: ProgressSnapshot, items: readonly QueuedUpdate[]): ProgressSnapshot {
  if (items.length === 0) return snapshot;
  const pending = coalesceUpdates(items);
  const flags = { ...snapshot.flags };
  for (const key of TASK_KEYS) if (pending[key]) flags[key] = true;
  return { flags, inputs: { ...snapshot.inputs, ...pending.userInputs } };
}

/**
 * The client's view of a server record. The server reports "not set" as "" / 0 (spec §3); the
 * app's own defaults (8 hours parked, 250-mile range, Level 1) fill those, as for a guest.
 */
export function snapshotFromServer(response: ProgressResponse): ProgressSnapshot {
  const flags = Object.fromEntries(TASK_KEYS.map((key) => [key, response[key] === true])) as TaskFlags;
  const entered = Object.fromEntries(
    Object.entries(response.userInputs).filter(([, value]) => value !== "" && value !== 0),
  ) as PartialUserInputs;
  const inputs: UserInputs = { ...DEFAULT_USER_INPUTS, ...entered };
  return { flags, inputs };
}
