// The one progress store: task flags and plan inputs. Guests persist to localStorage under
// versioned keys; a signed-in user's backend (set by the accounts code) reads/writes the server.
// Flags only ever move from false to true.
// Validation here uses the zod-free model (domain/progress/model.ts): this module is in the entry
// bundle of every page, and the plain validators are checked against the zod schemas in tests.
import type { Calculations } from "../../../domain/contracts/progress.schema";
import {
  DEFAULT_USER_INPUTS,
  EMPTY_FLAGS,
  TASK_KEYS,
  sanitizeFlags,
  sanitizePartialInputs,
  type PartialUserInputs,
  type TaskFlags,
  type TaskKey,
  type UserInputs,
} from "../../../domain/progress/model";

export const STORAGE_KEYS = {
  progress: "plugplan.taskProgress.v1",
  inputs: "plugplan.userInputs.v1",
} as const;

export interface ProgressSnapshot {
  flags: TaskFlags;
  inputs: UserInputs;
}

/** Server persistence for signed-in users (implemented by the accounts feature). */
export interface ProgressBackend {
  completeTask(key: TaskKey): Promise<void>;
  /** `calculations`: the dashboard plan figures, sent with the inputs when the wizard finishes. */
  updateInputs(partial: PartialUserInputs, calculations?: Calculations): Promise<void>;
}

type Listener = () => void;

function safeStorage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined; // storage disabled (privacy mode): keep working in memory
  }
}

function readJson(key: string): unknown {
  try {
    const raw = safeStorage()?.getItem(key);
    return raw == null ? undefined : JSON.parse(raw);
  } catch {
    return undefined;
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    safeStorage()?.setItem(key, JSON.stringify(value));
  } catch {
    // quota or disabled storage: progress stays in memory for this visit
  }
}

/** Reads guest flags; corrupt or foreign data is ignored (and replaced on the next write). */
export function readGuestFlags(): TaskFlags {
  return sanitizeFlags(readJson(STORAGE_KEYS.progress));
}

/** Reads guest inputs field by field: one bad field never discards the others. */
export function readGuestInputs(): UserInputs {
  return { ...DEFAULT_USER_INPUTS, ...sanitizePartialInputs(readJson(STORAGE_KEYS.inputs)) };
}

export function clearGuestStorage(): void {
  try {
    safeStorage()?.removeItem(STORAGE_KEYS.progress);
    safeStorage()?.removeItem(STORAGE_KEYS.inputs);
  } catch {
    /* ignore */
  }
}

class ProgressStore {
  private snapshot: ProgressSnapshot = { flags: { ...EMPTY_FLAGS }, inputs: { ...DEFAULT_USER_INPUTS } };
  private listeners = new Set<Listener>();
  private backend: ProgressBackend | null = null;
  private loaded = false;

  private ensureLoaded() {
    if (this.loaded) return;
    this.loaded = true;
    this.snapshot = { flags: readGuestFlags(), inputs: readGuestInputs() };
  }

  getSnapshot = (): ProgressSnapshot => {
    this.ensureLoaded();
    return this.snapshot;
  };

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private emit(next: ProgressSnapshot) {
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }

  /** Signed in: switch to the server backend and show the server's record. Signed out: back to guest storage. */
  useBackend(backend: ProgressBackend | null, serverSnapshot?: ProgressSnapshot) {
    this.backend = backend;
    this.loaded = true;
    if (backend && serverSnapshot) this.emit(serverSnapshot);
    else if (!backend) this.emit({ flags: readGuestFlags(), inputs: readGuestInputs() });
  }

  get signedIn(): boolean {
    return this.backend !== null;
  }

  /**
   * Marks a task done. `persistForGuest: false` is for standalone guide pages, which the spec
   * persists only for signed-in users.
   */
  async completeTask(key: TaskKey, options: { persistForGuest?: boolean } = {}): Promise<void> {
    this.ensureLoaded();
    const persistForGuest = options.persistForGuest ?? true;
    if (!this.backend && !persistForGuest) return;
    // Flags only move from false to true: a task already done (on the server, or queued for it)
    // needs no write at all.
    if (this.snapshot.flags[key]) return;
    this.emit({ ...this.snapshot, flags: { ...this.snapshot.flags, [key]: true } });
    if (this.backend) return this.backend.completeTask(key);
    writeJson(STORAGE_KEYS.progress, this.snapshot.flags);
  }

  /**
   * `calculations` go to the server record only: for guests they are recomputed from the inputs
   * (computeDashboardPlan is pure), so browser storage keeps just the spec's two keys.
   */
  async updateInputs(
    partial: PartialUserInputs,
    options: { persistForGuest?: boolean; calculations?: Calculations } = {},
  ): Promise<void> {
    this.ensureLoaded();
    const clean = sanitizePartialInputs(partial);
    this.emit({ ...this.snapshot, inputs: { ...this.snapshot.inputs, ...clean } });
    if (this.backend) return this.backend.updateInputs(clean, options.calculations);
    if (options.persistForGuest ?? true) writeJson(STORAGE_KEYS.inputs, this.snapshot.inputs);
  }
}

export const progressStore = new ProgressStore();
export { TASK_KEYS };
