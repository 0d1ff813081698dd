// Parts a page needs only once the person starts using it (the wizard's later steps, a home setup
// they have not picked, the other tab of a switch) load after their first interaction, not with the
// page: a visitor who only reads never downloads them, they stay out of what a page fetches by
// network idle (the 130 KB budget, scripts/bundle-budget.test.ts), and they never compete with the
// scripts that make the page interactive (issue 32, docs/decisions/0019).
//
// Not on the first key itself: a part's arrival (its code to run, its stylesheet to apply) would
// land among the person's keystrokes and slow their paints (INP). The first key, tap or focus
// starts a wait that each further one pushes back; once input has paused for QUIET_MS the parts
// load. The step that needs them is further away than that pause.
const EVENTS = ["pointerdown", "keydown", "focusin", "touchstart", "input"] as const;
/** How long input must pause before the waiting parts load. */
export const QUIET_MS = 600;

let started = false;
let done = false;
let timer: ReturnType<typeof setTimeout> | undefined;
const waiting = new Set<() => void>();

function flush(): void {
  done = true;
  for (const event of EVENTS) window.removeEventListener(event, onInteraction, true);
  const callbacks = [...waiting];
  waiting.clear();
  for (const callback of callbacks) callback();
}

function onInteraction(): void {
  started = true;
  clearTimeout(timer);
  timer = setTimeout(flush, QUIET_MS);
}

/** A control focused before this code ran: the person is already typing (web/lib/early-input.ts). */
function alreadyInteracting(): boolean {
  const active = document.activeElement;
  return active !== null && active !== document.body && active !== document.documentElement;
}

/**
 * Runs `callback` once input has paused after the person's first key, tap or focus on the page (at
 * once if that has happened). Returns a cancel function, for an effect's cleanup.
 */
export function afterFirstInteraction(callback: () => void): () => void {
  if (done) {
    callback();
    return () => undefined;
  }
  if (waiting.size === 0 && !started) for (const event of EVENTS) window.addEventListener(event, onInteraction, { capture: true, passive: true });
  waiting.add(callback);
  if (!started && alreadyInteracting()) onInteraction();
  return () => {
    waiting.delete(callback);
  };
}
