// Loaded lazily after the first render (see auth-state.startAuth): finds out who is signed in and,
// for a signed-in user, connects the progress store to the server:
//   1. a guest's local progress is merged into the account once (flags OR; inputs only fill what
//      the account lacks), then the local copy is cleared;
//   2. writes queued on this device by earlier visits are sent;
//   3. the server's record (plus anything still unconfirmed) becomes what the app shows.
// If step 1 fails the app stays on local storage for this visit (nothing is lost: it merges next
// time) and tries again when the browser comes back online.
import { DEFAULT_USER_INPUTS, TASK_KEYS, type PartialUserInputs } from "../../../domain/contracts/progress.schema";
import type { GuestMerge } from "../../../domain/contracts/auth.schema";
import { ServerProgressBackend } from "../progress/server-backend";
import { clearGuestStorage, progressStore, readGuestFlags, readGuestInputs } from "../progress/store";
import { pendingUpdates, snapshotFromServer, withPending } from "../progress/sync-queue";
import { fetchCurrentUser, fetchProgress, postGuestMerge } from "./auth-api";
import { getAuthState, setAuthState } from "./auth-state";

let backend: ServerProgressBackend | null = null;
let connecting: Promise<boolean> | null = null;

/** The wizard's answers: once the plan is finished, each of them is the person's, even when it equals the app's default. */
const PLAN_ANSWERS: readonly (keyof PartialUserInputs)[] = [
  "zipCode",
  "dailyMiles",
  "annualMiles",
  "hoursParkedAtHome",
  "evType",
  "evRange",
  "homeCharging",
  "homeSetup",
];

/**
 * What a guest has entered on this device, or null when nothing. A value equal to the app's
 * default is not data, except in a finished plan: there the person saw it and kept it (a 250-mile
 * range, 8 hours parked), and dropping it made the account hold "evRange": 0 and
 * "hoursParkedAtHome": 0 for a plan that has them (issue 25).
 */
export function guestDataToMerge(): GuestMerge | null {
  const flags = readGuestFlags();
  const inputs = readGuestInputs();
  const merge: GuestMerge = {};
  for (const key of TASK_KEYS) if (flags[key]) merge[key] = true;
  const planFinished = flags.chargingBasics;
  const entered = Object.fromEntries(
    Object.entries(inputs).filter(
      ([key, value]) =>
        value !== DEFAULT_USER_INPUTS[key as keyof typeof DEFAULT_USER_INPUTS] ||
        (planFinished && PLAN_ANSWERS.includes(key as keyof PartialUserInputs) && value !== "" && value !== 0),
    ),
  ) as PartialUserInputs;
  if (Object.keys(entered).length > 0) merge.userInputs = entered;
  return Object.keys(merge).length > 0 ? merge : null;
}

/**
 * Where the confirm page records "sign in without adding this device's plan" (per account): the
 * guest plan then stays in this browser's storage, untouched while that account is signed in,
 * and is there again after signing out. Without it, the next page load would merge it anyway.
 */
export const GUEST_MERGE_DECLINED_KEY = "plugplan.guestMergeDeclined.v1";

function mergeDeclinedFor(email: string): boolean {
  try {
    return window.localStorage.getItem(GUEST_MERGE_DECLINED_KEY) === email;
  } catch {
    return false;
  }
}

function rememberMergeChoice(email: string, addGuestPlan: boolean): void {
  try {
    if (addGuestPlan) window.localStorage.removeItem(GUEST_MERGE_DECLINED_KEY);
    else window.localStorage.setItem(GUEST_MERGE_DECLINED_KEY, email);
  } catch {
    /* storage unavailable: nothing was stored to merge either */
  }
}

async function connectProgress(email: string): Promise<boolean> {
  const guest = mergeDeclinedFor(email) ? null : guestDataToMerge();
  if (guest) {
    try {
      await postGuestMerge(guest);
      clearGuestStorage();
    } catch (error) {
      console.warn("Could not add this device's progress to your account yet; it stays here and is retried.", error);
      window.addEventListener("online", () => void connectProgressOnce(email), { once: true });
      return false;
    }
  }
  backend?.stop();
  const current = new ServerProgressBackend({
    owner: email,
    onSnapshot: (snapshot) => progressStore.useBackend(current, snapshot),
  });
  backend = current;
  await current.flush();
  try {
    const server = snapshotFromServer(await fetchProgress());
    progressStore.useBackend(current, withPending(server, pendingUpdates(email)));
  } catch (error) {
    // Signed in but the record did not load: keep showing what this device knows, write through
    // the queue, and let the next confirmed write bring the server's record.
    console.warn("Could not load your saved progress; showing this device's copy.", error);
    progressStore.useBackend(current, withPending(progressStore.getSnapshot(), pendingUpdates(email)));
  }
  return true;
}

function connectProgressOnce(email: string): Promise<boolean> {
  connecting ??= connectProgress(email).finally(() => {
    connecting = null;
  });
  return connecting;
}

/** App start: GET /api/auth/user once. Offline or failing: carry on as a guest. */
export async function bootstrapAuth(): Promise<void> {
  let user;
  try {
    user = await fetchCurrentUser();
  } catch (error) {
    console.warn("Could not check your sign-in; continuing without it for now.", error);
    if (getAuthState().status === "loading") setAuthState({ status: "signed-out" });
    return;
  }
  // The confirm page may have signed someone in while this request was on its way.
  if (getAuthState().status !== "loading") return;
  if (!user) {
    // The session ended (expired, signed out elsewhere): drop the stale hint so later loads skip the check.
    const secure = window.location.protocol === "https:";
    document.cookie = secure
      ? "__Host-plugplan_signed_in=; Max-Age=0; Path=/; Secure; SameSite=Lax"
      : "plugplan_signed_in=; Max-Age=0; Path=/; SameSite=Lax";
    setAuthState({ status: "signed-out" });
    return;
  }
  setAuthState({ status: "signed-in", email: user.email });
  await connectProgressOnce(user.email);
}

/**
 * Right after a successful verify on the confirm page. `addGuestPlan`: the person chose to add
 * this device's guest plan to the account (the page asks whenever there is one, issue 25).
 */
export async function completeSignIn(email: string, { addGuestPlan }: { addGuestPlan: boolean }): Promise<void> {
  rememberMergeChoice(email, addGuestPlan);
  setAuthState({ status: "signed-in", email });
  await connectProgressOnce(email);
}

/** Test hook. */
export function resetBootstrapForTests(): void {
  backend?.stop();
  backend = null;
  connecting = null;
}
