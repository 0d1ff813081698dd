// The progress store's backend for a signed-in user. Every write is queued in localStorage first
// (sync-queue) and then sent; it leaves the queue only when the server confirms it. Failed sends
// are retried with backoff while the page is open, when the browser comes back online, and on
// the next load (bootstrap flushes the queue), so no completed task is ever lost.
// Writes are coalesced: the first one opens a short window (COALESCE_MS) and everything queued in
// it goes out as one POST, so finishing the wizard (draft answers, the plan figures, the task) is
// one write, not three. A write resolves once it is safe in the queue, without waiting for the
// network; leaving the page sends what is waiting at once.
import type {
  Calculations,
  PartialUserInputs,
  ProgressResponse,
  ProgressUpdate,
  TaskKey,
} from "../../../domain/contracts/progress.schema";
import { ApiError } from "../api";
import { postProgress } from "../auth/auth-api";
import { progressErrorMessage } from "../auth/messages";
import type { ProgressBackend, ProgressSnapshot } from "./store";
import { coalesceUpdates, enqueueUpdate, pendingUpdates, removeUpdates, snapshotFromServer, withPending } from "./sync-queue";

/** How long the first write waits for others to join it in one request. */
export const COALESCE_MS = 300;
const FIRST_RETRY_MS = 2_000;
const MAX_RETRY_MS = 60_000;

export interface ServerBackendOptions {
  /** The account's email: the queue key. */
  owner: string;
  /** Called with the server's record (plus still-unconfirmed writes) after each confirmed write. */
  onSnapshot: (snapshot: ProgressSnapshot) => void;
  send?: (update: ProgressUpdate) => Promise<ProgressResponse>;
}

export class ServerProgressBackend implements ProgressBackend {
  private readonly owner: string;
  private readonly onSnapshot: (snapshot: ProgressSnapshot) => void;
  private readonly send: (update: ProgressUpdate) => Promise<ProgressResponse>;
  private inFlight: Promise<void> | null = null;
  private again = false;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private retryDelay = FIRST_RETRY_MS;
  private stopped = false;
  private coalesceTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly onOnline = () => void this.flush();
  /** The page is going away: what waits in the window goes now (the queue keeps it either way). */
  private readonly onPageHide = () => void this.flush();

  constructor(options: ServerBackendOptions) {
    this.owner = options.owner;
    this.onSnapshot = options.onSnapshot;
    this.send = options.send ?? postProgress;
    if (typeof window !== "undefined") {
      window.addEventListener("online", this.onOnline);
      window.addEventListener("pagehide", this.onPageHide);
    }
  }

  completeTask(key: TaskKey): Promise<void> {
    enqueueUpdate(this.owner, { [key]: true });
    return this.schedule();
  }

  /** `calculations` (the dashboard's plan figures) replace the server's copy when sent. */
  updateInputs(partial: PartialUserInputs, calculations?: Calculations): Promise<void> {
    const hasInputs = Object.keys(partial).length > 0;
    if (!hasInputs && !calculations) return Promise.resolve();
    enqueueUpdate(this.owner, { ...(hasInputs ? { userInputs: partial } : {}), ...(calculations ? { calculations } : {}) });
    return this.schedule();
  }

  /** Opens the coalescing window if none is open; the write is already safe in the queue. */
  private schedule(): Promise<void> {
    if (!this.stopped && this.coalesceTimer === undefined) {
      this.coalesceTimer = setTimeout(() => {
        this.coalesceTimer = undefined;
        void this.flush();
      }, COALESCE_MS);
    }
    return Promise.resolve();
  }

  get pendingCount(): number {
    return pendingUpdates(this.owner).length;
  }

  /**
   * Sends everything queued (one request) and resolves when that attempt is over. Never rejects:
   * the data is safe in the queue whatever happens, and callers should not trap the person.
   */
  flush(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    clearTimeout(this.coalesceTimer);
    this.coalesceTimer = undefined;
    if (this.inFlight) {
      this.again = true; // a write arrived mid-request: send it right after
      return this.inFlight;
    }
    this.inFlight = this.sendPending().finally(() => {
      this.inFlight = null;
      if (this.again) {
        this.again = false;
        void this.flush();
      }
    });
    return this.inFlight;
  }

  private async sendPending(): Promise<void> {
    const items = pendingUpdates(this.owner);
    if (items.length === 0) return;
    clearTimeout(this.retryTimer);
    try {
      const response = await this.send(coalesceUpdates(items));
      removeUpdates(this.owner, items.map((item) => item.id));
      this.retryDelay = FIRST_RETRY_MS;
      this.onSnapshot(withPending(snapshotFromServer(response), pendingUpdates(this.owner)));
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        // The server will never accept these: keeping them would block every later write.
        removeUpdates(this.owner, items.map((item) => item.id));
        console.error(progressErrorMessage(error));
        return;
      }
      if (error instanceof ApiError && error.status === 401) {
        // Signed out elsewhere or the session expired: keep the writes for the next sign-in.
        console.warn(`${progressErrorMessage(error)}: not signed in; kept on this device until you sign in again.`);
        this.stop();
        return;
      }
      console.warn(`${progressErrorMessage(error)}; will retry.`);
      this.scheduleRetry();
    }
  }

  private scheduleRetry() {
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => void this.flush(), this.retryDelay);
    this.retryDelay = Math.min(this.retryDelay * 2, MAX_RETRY_MS);
  }

  /** No more sends (sign-out, expired session). Queued writes stay for the next sign-in. */
  stop(): void {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    clearTimeout(this.coalesceTimer);
    this.coalesceTimer = undefined;
    if (typeof window !== "undefined") {
      window.removeEventListener("online", this.onOnline);
      window.removeEventListener("pagehide", this.onPageHide);
    }
  }
}
