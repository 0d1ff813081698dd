// What a person does on a prerendered page before its code has loaded is kept (docs/decisions/0005).
// The build's HTML is visible and usable ~1-2 s before hydration on a slow phone: a ZIP typed or a
// radio tapped in that time changes the DOM but not React's state, and React then either erases it
// (the next render writes the state back) or leaves it drawn while the app holds nothing. So, for
// every prerendered form at once: just before hydrating, note each control whose value differs from
// what the server rendered; once hydration has committed, replay each one as the input event a
// person would have produced, so the page's own onChange handlers run and state equals screen.
//
// Hydration is progressive: the root commits first and each Suspense boundary of the page (a lazy
// section such as the wizard) hydrates in a later pass, so the replay waits until every control on
// the page belongs to React before it acts. An event sent to a control React has not hydrated yet
// would be dropped, and its hydration would then write the state's default back over it.
//
// Controls are found again by a locator (id, or name + value for radio groups, or the n-th control
// of the page) because hydration keeps the same DOM nodes but a later render may replace them.

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

/**
 * React attaches its props to each DOM node it has hydrated or rendered (`__reactProps$<id>`).
 * It is React's internal mark, the only one that tells a hydrated control from server HTML; if a
 * future React renamed it, the replay would wait its timeout and then run, as it does today.
 */
function isHydrated(node: Element): boolean {
  return Object.keys(node).some((key) => key.startsWith("__reactProps$"));
}

/**
 * Once the page is live and every control in `root` is hydrated (or after `timeoutMs`), replays
 * what the person did: the edits read before hydration, updated by a reading of the hydrated page
 * (the later wins).
 *
 * React marks a control's props while it renders the hydration, before that render commits; on a
 * slow phone an event sent in between is dropped and the commit then draws the state's value over
 * the screen. So the replay also waits for the page's own "ready" mark (PageReady, set after its
 * commit), and afterwards checks a few times that the app holds each replayed value, replaying
 * what it lost, until the person acts on the live page (from then on, what they do wins).
 */
export function adoptEarlyInput(root: HTMLElement, before: readonly EarlyInput[], timeoutMs = 10_000): void {
  const start = performance.now();
  const pageIsLive = () => root.ownerDocument.documentElement.hasAttribute("data-page-ready");
  const tick = () => {
    const waiting = !pageIsLive() || Array.from(root.querySelectorAll(CONTROLS)).some((control) => !isHydrated(control));
    if (waiting && performance.now() - start < timeoutMs) {
      requestAnimationFrame(tick);
      return;
    }
    const edits = [...new Map([...before, ...collectEarlyInput(root)].map((edit) => [edit.locator, edit])).values()];
    if (edits.length === 0) return;
    replayEarlyInput(root, edits);
    let personActed = false;
    const onPersonInput = (event: Event) => {
      if (event.isTrusted) personActed = true;
    };
    root.addEventListener("input", onPersonInput, true);
    root.addEventListener("change", onPersonInput, true);
    for (const delay of [250, 1000, 3000]) {
      setTimeout(() => {
        if (!personActed) replayEarlyInput(root, edits.filter((edit) => notHeld(root, edit)));
        if (delay === 3000) {
          root.removeEventListener("input", onPersonInput, true);
          root.removeEventListener("change", onPersonInput, true);
        }
      }, delay);
    }
  };
  tick();
}

/**
 * True when React rendered something other than the person's input: React keeps a controlled
 * control's default (its value attribute, its checked attribute) equal to the state it rendered.
 */
function notHeld(root: ParentNode, edit: EarlyInput): boolean {
  const control = find(root, edit.locator);
  if (!control || control instanceof HTMLSelectElement) return false;
  if (edit.kind === "check") return control instanceof HTMLInputElement && control.defaultChecked !== edit.checked;
  return edit.kind === "text" && control.defaultValue !== edit.value;
}
