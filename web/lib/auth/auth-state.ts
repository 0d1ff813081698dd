// Who is signed in, as the header and the sign-in pages see it. This module is in the entry
// bundle, so it stays tiny: the work of finding out (and of connecting the progress store to the
// server) lives in ./bootstrap, loaded lazily after the first render.
import { useSyncExternalStore } from "react";
import { hasSignedInHint } from "../../../domain/auth/signed-in-hint";

export type AuthState =
  | { status: "loading" }
  | { status: "signed-out" }
  | { status: "signed-in"; email: string };

let state: AuthState = { status: "loading" };
const listeners = new Set<() => void>();

export function getAuthState(): AuthState {
  return state;
}

export function setAuthState(next: AuthState): void {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAuth(): AuthState {
  return useSyncExternalStore(subscribe, getAuthState, getAuthState);
}

let started = false;

/** The Worker sets a script-readable "plugplan_signed_in" hint cookie (no secret) with the session. */
export function mayBeSignedIn(): boolean {
  return typeof document !== "undefined" && hasSignedInHint(document.cookie);
}

/** Finds out once per page load whether the visitor is signed in (GET /api/auth/user). */
export function startAuth(): void {
  if (started) return;
  started = true;
  if (state.status !== "loading") return; // already known (the confirm page just signed in)
  if (!mayBeSignedIn()) {
    // Guests (most visitors): no request and no extra chunk at all.
    setAuthState({ status: "signed-out" });
    return;
  }
  void import("./bootstrap")
    .then((module) => module.bootstrapAuth())
    .catch((error: unknown) => {
      // The chunk failed to load (offline, new deploy): carry on as a guest; nothing is lost.
      console.warn("Account check skipped:", error);
      if (state.status === "loading") setAuthState({ status: "signed-out" });
    });
}

/** Test hook: lets a test start from a clean slate. */
export function resetAuthForTests(): void {
  started = false;
  state = { status: "loading" };
}
