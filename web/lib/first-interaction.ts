// Parts a page needs only once the person starts using it (the wizard's later steps, a home setup
// they have not picked, the other tab of a switch) load at their first interaction, not with the
// page: a visitor who only reads never downloads them, they stay out of what a page fetches by
// network idle (the 130 KB budget, scripts/bundle-budget.test.ts), and they never compete with the
// scripts that make the page interactive (issue 32, docs/decisions/0019). The first key, tap or
// focus starts them; the step that needs them is seconds of reading and typing away.
const EVENTS = ["pointerdown", "keydown", "focusin", "touchstart"] as const;

let interacted = false;
const waiting = new Set<() => void>();

function onInteraction(): void {
  interacted = true;
  for (const event of EVENTS) window.removeEventListener(event, onInteraction, true);
  const callbacks = [...waiting];
  waiting.clear();
  for (const callback of callbacks) callback();
}

/** A control focused before this code ran: the person is already typing (web/lib/early-input.ts). */
function alreadyInteracting(): boolean {
  const active = document.activeElement;
  return active !== null && active !== document.body && active !== document.documentElement;
}

/**
 * Runs `callback` at the person's first key, tap or focus on the page (at once if that has happened).
 * Returns a cancel function, for an effect's cleanup.
 */
export function afterFirstInteraction(callback: () => void): () => void {
  if (!interacted && alreadyInteracting()) interacted = true;
  if (interacted) {
    callback();
    return () => undefined;
  }
  if (waiting.size === 0) for (const event of EVENTS) window.addEventListener(event, onInteraction, { capture: true, passive: true });
  waiting.add(callback);
  return () => {
    waiting.delete(callback);
  };
}
