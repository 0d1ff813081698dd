import { act, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { adoptEarlyInput, collectEarlyInput, replayEarlyInput } from "./early-input";

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
afterEach(() => {
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

// A page whose ZIP a late render can write back to an older state (a lazy part finishing, an
// effect): the button stands in for it (a click from code, not from a person).
function LatePage() {
  const [zip, setZip] = useState("");
  return (
    <div>
      <input id="zip" value={zip} onChange={(event) => setZip(event.target.value)} />
      <button type="button" onClick={() => setZip("")}>
        late render
      </button>
      <output>{zip}</output>
    </div>
  );
}

describe("adopting input on the live page", () => {
  it("waits for the page's ready mark, then replays; a value the app loses afterwards is put back", async () => {
    container = document.createElement("div");
    container.innerHTML = renderToString(<LatePage />);
    document.body.append(container);
    container.querySelector<HTMLInputElement>("#zip")!.value = "90012";
    const before = collectEarlyInput(container);
    await act(async () => {
      hydrateRoot(container, <LatePage />);
    });
    const held = () => container.querySelector("output")!.textContent;

    adoptEarlyInput(container, before);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(held()).toBe(""); // not live yet: nothing replayed
    document.documentElement.dataset.pageReady = "";
    await waitFor(() => expect(held()).toBe("90012"));

    // The app drops it (screen and state both empty again); the next check restores it.
    await act(async () => container.querySelector("button")!.click());
    expect(container.querySelector<HTMLInputElement>("#zip")!.value).toBe("");
    await waitFor(() => expect(held()).toBe("90012"), { timeout: 2000 });
    expect(container.querySelector<HTMLInputElement>("#zip")!.value).toBe("90012");
  });
});
