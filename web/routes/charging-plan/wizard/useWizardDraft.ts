// The wizard's working copy of the plan. Controls update it at once; the stored plan follows 300 ms
// after the last change (spec §4 "slider-to-input sync is debounced by 300 ms"), so a dragged slider
// writes once, not sixty times. `persist` is false for a guest on the standalone page (spec §2:
// standalone pages persist only for signed-in users).
import { useCallback, useEffect, useRef, useState } from "react";
import type { PartialUserInputs, UserInputs } from "../../../../domain/contracts/progress.schema";
import { draftFromInputs, inputsFromDraft, type WizardDraft } from "../../../../domain/wizard/rules";
import { progressStore } from "../../../lib/progress/store";

export const INPUT_SYNC_DEBOUNCE_MS = 300;

export function useWizardDraft(initial: UserInputs, persist: boolean) {
  const [draft, setDraft] = useState<WizardDraft>(() => draftFromInputs(initial));
  const draftRef = useRef(draft);
  const pending = useRef<PartialUserInputs | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const touched = useRef(false);

  // A signed-in person's saved plan can arrive after the wizard opened: take it, unless they have
  // already started changing answers.
  useEffect(() => {
    if (touched.current) return;
    const next = draftFromInputs(initial);
    draftRef.current = next;
    setDraft(next);
  }, [initial]);

  const flush = useCallback(() => {
    window.clearTimeout(timer.current);
    const changes = pending.current;
    pending.current = null;
    if (!changes || !persist) return;
    // A failed server write must not block the wizard; the store keeps its in-memory copy.
    progressStore.updateInputs(changes).catch(() => undefined);
  }, [persist]);

  const update = useCallback(
    (patch: Partial<WizardDraft>) => {
      touched.current = true;
      const next = { ...draftRef.current, ...patch };
      draftRef.current = next;
      setDraft(next);
      const stored = inputsFromDraft(next);
      const changed = Object.fromEntries(
        Object.keys(patch).flatMap((key) => {
          // One-way miles and days feed both daily and annual miles.
          if (key === "oneWayMiles" || key === "daysPerWeek") return [["dailyMiles", stored.dailyMiles], ["annualMiles", stored.annualMiles]];
          return key in stored ? [[key, stored[key as keyof typeof stored]]] : [];
        }),
      ) as PartialUserInputs;
      pending.current = { ...pending.current, ...changed };
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(flush, INPUT_SYNC_DEBOUNCE_MS);
    },
    [flush],
  );

  // Leaving the page mid-debounce still saves the last change.
  useEffect(() => flush, [flush]);

  return { draft, update, flush };
}
