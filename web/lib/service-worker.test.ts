// The update prompt (docs/decisions/0018): a new build's worker waits until the person taps
// "Reload", then takes over and the page reloads once. The browser's service worker API is faked.
import { afterEach, describe, expect, it, vi } from "vitest";
import { setLocaleSource } from "../../domain/i18n/runtime";
import { registerServiceWorker } from "./service-worker";

function fakeServiceWorkers({ controller, waiting }: { controller: boolean; waiting: boolean }) {
  const posted: unknown[] = [];
  const worker = { postMessage: (message: unknown) => posted.push(message), addEventListener: vi.fn() };
  const containerListeners = new Map<string, () => void>();
  const registration = { waiting: waiting ? worker : null, installing: null, addEventListener: vi.fn(), update: vi.fn(() => Promise.resolve()) };
  const container = {
    controller: controller ? {} : null,
    register: vi.fn(() => Promise.resolve(registration)),
    addEventListener: (type: string, listener: () => void) => containerListeners.set(type, listener),
  };
  Object.defineProperty(navigator, "serviceWorker", { value: container, configurable: true });
  return { posted, container, containerListeners };
}

afterEach(() => {
  setLocaleSource(() => "en");
  document.body.replaceChildren();
  Reflect.deleteProperty(navigator, "serviceWorker");
});

describe("registerServiceWorker", () => {
  it("registers /sw.js and offers a waiting new version; Reload hands over, then reloads once", async () => {
    const { posted, container, containerListeners } = fakeServiceWorkers({ controller: true, waiting: true });
    const reload = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, reload } as Location);
    registerServiceWorker();
    await vi.waitFor(() => expect(document.querySelector(".update-prompt")).not.toBeNull());
    expect(container.register).toHaveBeenCalledWith("/sw.js");
    const prompt = document.querySelector(".update-prompt")!;
    expect(prompt.getAttribute("role")).toBe("status");
    expect(prompt.textContent).toBe("A new version is ready — Reload");
    prompt.querySelector("button")!.click();
    expect(posted).toEqual([{ type: "SKIP_WAITING" }]);
    expect(reload).not.toHaveBeenCalled();
    containerListeners.get("controllerchange")!();
    expect(reload).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
  });

  it("a Spanish page offers the new version in Spanish", async () => {
    setLocaleSource(() => "es");
    fakeServiceWorkers({ controller: true, waiting: true });
    registerServiceWorker();
    await vi.waitFor(() => expect(document.querySelector(".update-prompt")).not.toBeNull());
    expect(document.querySelector(".update-prompt")!.textContent).toBe("Hay una versión nueva — Volver a cargar");
    expect(document.querySelector(".update-prompt button")!.textContent).toBe("Volver a cargar");
  });

  it("a first install is not an update: no prompt", async () => {
    const { container } = fakeServiceWorkers({ controller: false, waiting: true });
    registerServiceWorker();
    await vi.waitFor(() => expect(container.register).toHaveBeenCalled());
    await Promise.resolve();
    expect(document.querySelector(".update-prompt")).toBeNull();
  });
});
