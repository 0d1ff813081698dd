import { useSyncExternalStore } from "react";
import { completedCount } from "../../../domain/progress/model";
import { progressStore } from "./store";

/** Current flags and inputs, re-rendering on every change. */
export function useProgress() {
  const snapshot = useSyncExternalStore(progressStore.subscribe, progressStore.getSnapshot, progressStore.getSnapshot);
  return {
    flags: snapshot.flags,
    inputs: snapshot.inputs,
    completed: completedCount(snapshot.flags),
    completeTask: progressStore.completeTask.bind(progressStore),
    updateInputs: progressStore.updateInputs.bind(progressStore),
  };
}
