// What a person does on a prerendered page before its code has loaded is kept (docs/decisions/0005).
// The build's HTML is visible and usable ~1-2 s before hydration on a slow phone: a ZIP typed or a
// radio tapped in that time changes the DOM but not React's state, and React then either erases it
// (the next render writes the state back) or leaves it drawn while the app holds nothing. So, for
// every prerendered form at once: just before hydrating, note each control whose value differs from
// what the server rendered; once hydration has committed, replay each one as the input event a
// person would have produced, so the page's own onChange handlers run and state equals screen.
//
// Hydration is progressive and the person does not stop for it: the root commits first, each
// Suspense boundary (a page, a lazy section such as the wizard) hydrates in a later commit, and
// keys keep landing before, between and after. A key that lands while React hydrates the box reaches
// no handler, and the first render after a commit writes the state's old value over the screen. So
// a session (EarlyInputSession below) records the person's latest value per control from just
// before hydration, and replays it in the very commit that hydrates that control (EarlyInputCommit
// sits last in the root and in every lazy part), before anything can draw over it.
//
// Controls are found again by a locator (id, or name + value for radio groups, or the n-th control
// of the page) because hydration keeps the same DOM nodes but a later render may replace them.

import { useLayoutEffect } from "react";

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export type EarlyInput =
  | { locator: string; kind: "text"; value: string }
  | { locator: string; kind: "check"; checked: boolean }
  | { locator: string; kind: "select"; value: string };

const CONTROLS = "input, textarea, select";
const TEXT_LIKE_EXCLUDED = new Set(["button", "submit", "reset", "image", "file", "hidden", "checkbox", "radio"]);

function locatorOf(control: Control, index: number): string {
  if (control.id) return `#${CSS.escape(control.id)}`;
  if (control instanceof HTMLInputElement && control.type === "radio" && control.name) {
    return `input[type="radio"][name="${CSS.escape(control.name)}"][value="${CSS.escape(control.value)}"]`;
  }
  return `:nth-match:${index}`;
}

function find(root: ParentNode, locator: string): Control | null {
  if (locator.startsWith(":nth-match:")) {
    const index = Number(locator.slice(":nth-match:".length));
    return (root.querySelectorAll<Control>(CONTROLS)[index] as Control | undefined) ?? null;
  }
  return root.querySelector<Control>(locator);
}

/**
 * The rendered value as the browser holds it: a range input sanitizes its value attribute to its
 * step and bounds (29.51 on a 0.1 step reads 29.5), which is not the person's doing. (A clone
 * would not do: cloning copies the current value too.)
 */
function renderedValue(control: HTMLInputElement): string {
  const probe = control.ownerDocument.createElement("input");
  for (const name of ["type", "min", "max", "step"]) {
    const value = control.getAttribute(name);
    if (value !== null) probe.setAttribute(name, value);
  }
  probe.value = control.defaultValue;
  return probe.value;
}

/** Controls in `root` that the person changed since the server rendered them (read before hydration). */
export function collectEarlyInput(root: ParentNode): EarlyInput[] {
  const edits: EarlyInput[] = [];
  root.querySelectorAll<Control>(CONTROLS).forEach((control, index) => {
    if (control.disabled) return;
    const locator = locatorOf(control, index);
    if (control instanceof HTMLSelectElement) {
      // The server marks its choice with the `selected` attribute (defaultSelected); none means the first.
      const options = Array.from(control.options);
      const rendered = options.find((option) => option.hasAttribute("selected")) ?? options[0];
      if (rendered && control.value !== rendered.value) edits.push({ locator, kind: "select", value: control.value });
    } else if (control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio")) {
      // A radio the person moved away from is implied by the one they chose: replay only the choice.
      if (control.type === "radio" && !control.checked) return;
      if (control.checked !== control.defaultChecked) edits.push({ locator, kind: "check", checked: control.checked });
    } else if (control instanceof HTMLTextAreaElement) {
      if (control.value !== control.defaultValue) edits.push({ locator, kind: "text", value: control.value });
    } else if (!TEXT_LIKE_EXCLUDED.has(control.type)) {
      if (control.value !== renderedValue(control)) edits.push({ locator, kind: "text", value: control.value });
    }
  });
  return edits;
}

/** The native setter, bypassing the instance property React installs to track the last value it saw. */
function setNative<T extends Control>(control: T, property: "value" | "checked", value: string | boolean) {
  const prototype = Object.getPrototypeOf(control) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, property)?.set;
  setter?.call(control, value);
}

/**
 * Replays `edits` on the hydrated page. Each control is first set back to what React rendered
 * through its tracked setter (so React knows the old value), then to the person's value natively
 * and announced with the event a person's action fires: React sees a change and calls onChange.
 */
export function replayEarlyInput(root: ParentNode, edits: readonly EarlyInput[]): void {
  for (const edit of edits) {
    const control = find(root, edit.locator);
    if (!control || control.disabled) continue;
    if (edit.kind === "check" && control instanceof HTMLInputElement) {
      // React renders the state's choice; if it already shows the person's, nothing was lost.
      control.checked = !edit.checked;
      control.click(); // toggles to the person's choice and fires click, input and change
    } else if (edit.kind === "select" && control instanceof HTMLSelectElement) {
      // React keeps no tracker for menus: a change event always reaches onChange.
      control.value = edit.value;
      control.dispatchEvent(new Event("change", { bubbles: true }));
    } else if (edit.kind === "text" && !(control instanceof HTMLSelectElement)) {
      const focused = control.ownerDocument.activeElement === control;
      const rendered = control.value;
      control.value = rendered === edit.value ? "" : rendered;
      setNative(control, "value", edit.value);
      control.dispatchEvent(new Event("input", { bubbles: true }));
      // Keep the caret where a person typing expects it: after what they typed.
      if (focused && "setSelectionRange" in control) {
        try {
          control.setSelectionRange(edit.value.length, edit.value.length);
        } catch {
          // number and range inputs have no selection
        }
      }
    }
  }
}

/** The props React rendered a control with (`__reactProps$<id>`), or undefined before it is hydrated. */
function reactProps(node: Element): Record<string, unknown> | undefined {
  const key = Object.keys(node).find((name) => name.startsWith("__reactProps$"));
  return key ? ((node as unknown as Record<string, Record<string, unknown>>)[key] ?? undefined) : undefined;
}

/**
 * React attaches its props to each DOM node it has hydrated or rendered (`__reactProps$<id>`).
 * It is React's internal mark, the only one that tells a hydrated control from server HTML; if a
 * future React renamed it, nothing would count as hydrated and the session would replay at its
 * timeout instead, as it did before it learned to read the mark.
 */
function isHydrated(node: Element): boolean {
  return reactProps(node) !== undefined;
}

/**
 * True when the app holds what the person did: the controlled value React last rendered the
 * control with equals the person's. A control without a `value`/`checked` prop (uncontrolled)
 * never has its screen written over by React, so its default stands in.
 */
function held(control: Control, edit: EarlyInput): boolean {
  const props = reactProps(control);
  if (!props) return false;
  if (edit.kind === "check") {
    const checked = props.checked ?? (control instanceof HTMLInputElement ? control.defaultChecked : undefined);
    return checked === edit.checked;
  }
  if (props.value === undefined || props.value === null) {
    return edit.kind === "text" && !(control instanceof HTMLSelectElement) && control.defaultValue === edit.value;
  }
  return String(props.value) === edit.value;
}

/** What the person has on the screen in `control` now (the same shape collectEarlyInput reports). */
function editOf(control: Control, locator: string): EarlyInput | undefined {
  if (control instanceof HTMLSelectElement) return { locator, kind: "select", value: control.value };
  if (control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio")) {
    // Tapping a radio also unchecks its sibling silently; only the one chosen is the person's act.
    if (control.type === "radio" && !control.checked) return undefined;
    return { locator, kind: "check", checked: control.checked };
  }
  if (control instanceof HTMLInputElement && TEXT_LIKE_EXCLUDED.has(control.type)) return undefined;
  return { locator, kind: "text", value: control.value };
}

function locate(root: ParentNode, control: Control): string {
  return locatorOf(control, Array.from(root.querySelectorAll<Control>(CONTROLS)).indexOf(control));
}

/** A radio group's edits share one key: a person's last choice in a group is the only one that counts. */
function entryKey(control: Control | null, locator: string): string {
  return control instanceof HTMLInputElement && control.type === "radio" && control.name ? `radio-group:${control.name}` : locator;
}

/** Attempts per control before the app is taken to have changed the value on purpose (it trims, caps, …). */
const MAX_REPLAYS = 4;

/**
 * One page load's adoption of early input. Created just before `hydrateRoot` (`start`), it:
 * - reads what the person already changed on the server's HTML (collectEarlyInput);
 * - from then on records, per control, the latest value the person gave it, from the `input` and
 *   `change` events their keys, taps and drags fire (before React's own listener sees them);
 * - whenever part of the page commits its hydration (`syncSoon`, from a layout effect in every lazy
 *   part and after the root) and after each of the person's events, replays every recorded value
 *   that a hydrated control's React state does not hold.
 *
 * Why all three: a key that lands *during* hydration changes the screen but reaches no handler
 * (React either has no props on the node yet, or hydrates it synchronously from the screen's value
 * and then sees no change), and the first render after the commit writes the state's old value
 * over the screen, erasing the keys already typed; the person's next key then lands in a box that
 * lost them. Replaying from the commit itself (in a microtask: before any paint or input event)
 * means that first render already draws the person's value. The record, not a second reading of
 * the screen, is the truth, because the screen may already have been written over.
 *
 * It ends once the page is ready, every control is hydrated and nothing is pending: from then on
 * React hears every event itself, and a value the app sets on purpose is never fought.
 */
export class EarlyInputSession {
  /** By control, except that a radio group is one entry: choosing another radio replaces the first. */
  private readonly pending = new Map<string, EarlyInput>();
  private readonly replays = new Map<string, number>();
  private replaying = false;
  private scheduled = false;
  private ended = false;
  private readonly started = performance.now();
  private poll: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly root: HTMLElement,
    private readonly timeoutMs = 15_000,
  ) {
    for (const edit of collectEarlyInput(root)) this.pending.set(entryKey(find(root, edit.locator), edit.locator), edit);
    root.ownerDocument.addEventListener("input", this.record, true);
    root.ownerDocument.addEventListener("change", this.record, true);
    root.ownerDocument.addEventListener("input", this.afterReact);
    root.ownerDocument.addEventListener("change", this.afterReact);
    this.poll = setTimeout(this.check, 100);
  }

  /** What the person has given and the app does not hold yet, by control. */
  get edits(): EarlyInput[] {
    return [...this.pending.values()];
  }

  /** Capture phase, before React: the person's latest value for this control. */
  private readonly record = (event: Event) => {
    if (this.replaying || this.ended) return;
    const control = event.target;
    if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement)) return;
    if (!this.root.contains(control)) return;
    const props = reactProps(control);
    // A hydrated control that React does not control is never written over: React hears it.
    if (props && props.value === undefined && props.checked === undefined) return;
    const locator = locate(this.root, control);
    const edit = editOf(control, locator);
    if (!edit) return;
    this.pending.set(entryKey(control, locator), edit);
    this.replays.delete(entryKey(control, locator));
  };

  /** Bubble phase, after React's handler: if React dropped the event, give it to React now. */
  private readonly afterReact = () => {
    if (!this.replaying && !this.ended) this.sync();
  };

  /** Replays, after the current task's React work, what the hydrated controls do not hold. */
  syncSoon(): void {
    if (this.scheduled || this.ended) return;
    this.scheduled = true;
    queueMicrotask(() => {
      this.scheduled = false;
      this.sync();
    });
  }

  /** Replays now every pending edit whose control is hydrated and whose state differs. */
  sync(force = false): void {
    if (this.ended) return;
    for (const [key, edit] of this.pending) {
      const control = find(this.root, edit.locator);
      if (!control || control.disabled) {
        this.pending.delete(key);
        continue;
      }
      if (!force && !isHydrated(control)) continue;
      if (held(control, edit)) {
        this.pending.delete(key);
        continue;
      }
      const attempts = (this.replays.get(key) ?? 0) + 1;
      this.replays.set(key, attempts);
      this.replaying = true;
      try {
        replayEarlyInput(this.root, [edit]);
      } finally {
        this.replaying = false;
      }
      // An uncontrolled control has no state to compare: one replay gave the app its value.
      const controlled = reactProps(control)?.value !== undefined || reactProps(control)?.checked !== undefined;
      if (held(control, edit) || !controlled || attempts >= MAX_REPLAYS) this.pending.delete(key);
    }
  }

  private readonly check = () => {
    if (this.ended) return;
    const pageIsLive = this.root.ownerDocument.documentElement.hasAttribute("data-page-ready");
    const allHydrated = Array.from(this.root.querySelectorAll(CONTROLS)).every(isHydrated);
    const timedOut = performance.now() - this.started > this.timeoutMs;
    this.sync(timedOut);
    if ((pageIsLive && allHydrated && this.pending.size === 0) || timedOut) this.end();
    else this.poll = setTimeout(this.check, 100);
  };

  end(): void {
    if (this.ended) return;
    this.ended = true;
    clearTimeout(this.poll);
    const document = this.root.ownerDocument;
    document.removeEventListener("input", this.record, true);
    document.removeEventListener("change", this.record, true);
    document.removeEventListener("input", this.afterReact);
    document.removeEventListener("change", this.afterReact);
    if (session === this) session = undefined;
  }
}

let session: EarlyInputSession | undefined;

/**
 * Rendered last in the root and in every lazy part (web/lib/lazy-with-preload.ts): its layout
 * effect runs in the commit that hydrates that part, so what the person did there is replayed
 * before anything renders it again.
 */
export function EarlyInputCommit(): null {
  useLayoutEffect(() => syncEarlyInputSoon(), []);
  return null;
}

/** Starts adopting early input on `root`; call just before `hydrateRoot(root, …)`. */
export function startEarlyInput(root: HTMLElement, timeoutMs?: number): EarlyInputSession {
  session?.end();
  session = new EarlyInputSession(root, timeoutMs);
  return session;
}

/**
 * Part of the page has just committed (hydrated): replay what its controls do not hold before
 * anything re-renders them. Called from a layout effect of every lazy part (lazy-with-preload.ts)
 * and of the root; a no-op when no session is running (client renders, later navigations).
 */
export function syncEarlyInputSoon(): void {
  session?.syncSoon();
}
