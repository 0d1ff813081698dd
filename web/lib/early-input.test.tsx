import { act, useState, useSyncExternalStore, type ReactElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { collectEarlyInput, EarlyInputCommit, replayEarlyInput, startEarlyInput, type EarlyInputSession } from "./early-input";

// A form like the wizard's: a controlled ZIP box, a radio group with no answer yet, a slider,
// a checkbox and a menu. Its state is printed so the test sees what the app holds.
function Form() {
  const [zip, setZip] = useState("");
  const [home, setHome] = useState<string | null>(null);
  const [miles, setMiles] = useState(30);
  const [agree, setAgree] = useState(false);
  const [state, setState] = useState("CA");
  return (
    <div>
      <input id="zip" value={zip} onChange={(event) => setZip(event.target.value)} />
      {["yes", "no"].map((value) => (
        <input key={value} type="radio" name="home" value={value} checked={home === value} onChange={() => setHome(value)} />
      ))}
      <input id="miles" type="range" min={0} max={200} value={miles} onChange={(event) => setMiles(Number(event.target.value))} />
      <input id="agree" type="checkbox" checked={agree} onChange={(event) => setAgree(event.target.checked)} />
      <select id="state" value={state} onChange={(event) => setState(event.target.value)}>
        <option value="CA">California</option>
        <option value="NY">New York</option>
      </select>
      <output>{JSON.stringify({ zip, home, miles, agree, state })}</output>
    </div>
  );
}

let container: HTMLElement;
let session: EarlyInputSession | undefined;
afterEach(() => {
  session?.end();
  container?.remove();
  delete document.documentElement.dataset.pageReady;
});

function prerendered(): HTMLElement {
  container = document.createElement("div");
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
  return container;
}

const held = () => JSON.parse(container.querySelector("output")!.textContent!);

async function hydrateAndAdopt(root: HTMLElement) {
  const before = collectEarlyInput(root);
  await act(async () => {
    hydrateRoot(root, <Form />);
  });
  await act(async () => replayEarlyInput(root, before));
}

describe("input made before hydration", () => {
  it("is adopted into state for text, radio, range, checkbox and select", async () => {
    const root = prerendered();
    // The person acts on the server's HTML before any code has run.
    root.querySelector<HTMLInputElement>("#zip")!.value = "91601";
    root.querySelector<HTMLInputElement>('input[value="no"]')!.checked = true;
    root.querySelector<HTMLInputElement>("#miles")!.value = "36";
    root.querySelector<HTMLInputElement>("#agree")!.checked = true;
    root.querySelector<HTMLSelectElement>("#state")!.value = "NY";

    await hydrateAndAdopt(root);

    expect(held()).toEqual({ zip: "91601", home: "no", miles: 36, agree: true, state: "NY" });
    expect(root.querySelector<HTMLInputElement>("#zip")!.value).toBe("91601");
    expect(root.querySelector<HTMLInputElement>('input[value="no"]')!.checked).toBe(true);
    expect(root.querySelector<HTMLInputElement>('input[value="yes"]')!.checked).toBe(false);
  });

  it("stays what the screen shows after the next render", async () => {
    const root = prerendered();
    root.querySelector<HTMLInputElement>("#zip")!.value = "10025";
    await hydrateAndAdopt(root);
    // Any later render (here: another change) must not write the old state back.
    await act(async () => root.querySelector<HTMLInputElement>("#agree")!.click());
    expect(root.querySelector<HTMLInputElement>("#zip")!.value).toBe("10025");
    expect(held().zip).toBe("10025");
  });

  it("collects nothing and changes nothing when the person did nothing", async () => {
    const root = prerendered();
    expect(collectEarlyInput(root)).toEqual([]);
    await hydrateAndAdopt(root);
    expect(held()).toEqual({ zip: "", home: null, miles: 30, agree: false, state: "CA" });
  });

  it("does not take a range value the browser rounded to its step for the person's input", () => {
    const root = prerendered();
    root.insertAdjacentHTML("beforeend", '<input id="price" type="range" min="5" max="59" step="0.1" value="29.51">');
    expect(collectEarlyInput(root)).toEqual([]);
  });

  it("replays only the radio chosen, not the one left", async () => {
    const root = prerendered();
    root.querySelector<HTMLInputElement>('input[value="yes"]')!.checked = true;
    root.querySelector<HTMLInputElement>('input[value="no"]')!.checked = true; // changed their mind
    const edits = collectEarlyInput(root);
    expect(edits).toEqual([{ kind: "check", checked: true, locator: 'input[type="radio"][name="home"][value="no"]' }]);
    await hydrateAndAdopt(root);
    expect(held().home).toBe("no");
  });
});

// A page that renders again right after hydrating (as the phone layout and today's date make the
// real pages do): that render writes the state's value into the ZIP box.
function RerenderingPage() {
  const [zip, setZip] = useState("");
  // The server says "desktop", the browser "phone": React renders once more after hydrating.
  useSyncExternalStore(
    () => () => undefined,
    () => true,
    () => false,
  );
  return (
    <div>
      <input id="zip" value={zip} maxLength={5} onChange={(event) => setZip(event.target.value)} />
      <output>{zip}</output>
    </div>
  );
}

function prerenderedPage(element: ReactElement): HTMLElement {
  container = document.createElement("div");
  container.innerHTML = renderToString(element);
  document.body.append(container);
  return container;
}

/** A key as the browser applies it: the screen changes first, then `input` is fired. */
function type(box: HTMLInputElement, text: string) {
  box.value = text;
  box.dispatchEvent(new Event("input", { bubbles: true }));
}

describe("a session from hydration until the page is live", () => {
  it("hands what was typed to the app in the hydrating commit, so the next render draws it", async () => {
    const root = prerenderedPage(<RerenderingPage />);
    const box = root.querySelector<HTMLInputElement>("#zip")!;
    box.value = "9411";
    session = startEarlyInput(root);
    await act(async () => {
      hydrateRoot(
        root,
        <>
          <RerenderingPage />
          <EarlyInputCommit />
        </>,
      );
    });
    // No page-ready mark yet: the effect's render already ran and kept the person's keys.
    expect(document.documentElement.hasAttribute("data-page-ready")).toBe(false);
    expect(box.value).toBe("9411");
    expect(root.querySelector("output")!.textContent).toBe("9411");
  });

  it("keeps a key that lands after the first reading and before hydration, not the older reading", async () => {
    const root = prerenderedPage(<RerenderingPage />);
    const box = root.querySelector<HTMLInputElement>("#zip")!;
    box.value = "94";
    session = startEarlyInput(root); // reads "94"
    type(box, "941"); // the code is running, React has not reached the box yet
    await act(async () => {
      hydrateRoot(
        root,
        <>
          <RerenderingPage />
          <EarlyInputCommit />
        </>,
      );
    });
    expect(box.value).toBe("941");
    expect(root.querySelector("output")!.textContent).toBe("941");
  });

  it("replays only the last radio of a group the person chose", async () => {
    const root = prerendered();
    session = startEarlyInput(root);
    const yes = root.querySelector<HTMLInputElement>('input[value="yes"]')!;
    const no = root.querySelector<HTMLInputElement>('input[value="no"]')!;
    yes.checked = true;
    yes.dispatchEvent(new Event("change", { bubbles: true }));
    no.checked = true;
    no.dispatchEvent(new Event("change", { bubbles: true }));
    expect(session.edits).toEqual([{ kind: "check", checked: true, locator: 'input[type="radio"][name="home"][value="no"]' }]);
    await act(async () => {
      hydrateRoot(
        root,
        <>
          <Form />
          <EarlyInputCommit />
        </>,
      );
    });
    expect(held().home).toBe("no");
  });

  it("ends once the page is live, every control hydrated and nothing pending: it never fights the app afterwards", async () => {
    const root = prerendered();
    root.querySelector<HTMLInputElement>("#zip")!.value = "90012";
    session = startEarlyInput(root);
    await act(async () => {
      hydrateRoot(
        root,
        <>
          <Form />
          <EarlyInputCommit />
        </>,
      );
    });
    expect(held().zip).toBe("90012");
    document.documentElement.dataset.pageReady = "";
    await act(() => new Promise((resolve) => setTimeout(resolve, 250)));
    expect(session.edits).toEqual([]);
    // After the end, a value set by code is the app's business.
    const box = root.querySelector<HTMLInputElement>("#zip")!;
    await act(async () => type(box, "1"));
    expect(held().zip).toBe("1");
  });
});
