// Registers the offline service worker (scripts/build-sw.mjs, docs/decisions/0018) and offers a
// new version when one is deployed. Loaded with a dynamic import after the load event (web/main.tsx),
// so it is never part of a page's first load. The worker never takes over by itself: a new
// version waits until the person taps "Reload", then takes over and the page reloads once, so the
// code in the tab and the worker's cache are always the same build.
import * as m from "../../domain/i18n/messages";
import { SERVICE_WORKER_PATH, ZIP_DATA_PATTERN } from "../../domain/offline/offline-rules";

const PROMPT_ID = "plugplan-update-prompt";

function showUpdatePrompt(waiting: ServiceWorker): void {
  if (document.getElementById(PROMPT_ID)) return;
  const prompt = document.createElement("div");
  prompt.id = PROMPT_ID;
  prompt.className = "update-prompt";
  prompt.setAttribute("role", "status");
  const text = document.createElement("span");
  text.textContent = m.offline_update_ready();
  const reload = document.createElement("button");
  reload.type = "button";
  reload.className = "button";
  reload.textContent = m.offline_update_reload();
  reload.addEventListener("click", () => {
    reload.disabled = true;
    // The new worker takes over, then this tab loads its build (once).
    navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), { once: true });
    waiting.postMessage({ type: "SKIP_WAITING" });
  });
  prompt.append(text, reload);
  document.body.append(prompt);
}

/**
 * On the first visit the page read its ZIP shard before the worker was in charge, so the worker
 * never saw it: read the shards this page used once more through the worker (usually from the HTTP
 * cache), which keeps them for the next visit without a network.
 */
function keepZipDataForOffline(): void {
  for (const entry of performance.getEntriesByType("resource")) {
    const url = new URL(entry.name);
    if (url.origin === window.location.origin && ZIP_DATA_PATTERN.test(url.pathname)) fetch(url).catch(() => undefined);
  }
}

export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker.register(SERVICE_WORKER_PATH).then(
    (registration: ServiceWorkerRegistration | undefined) => {
      // Browsers (and test harnesses) that block service workers may resolve with nothing.
      if (!registration) return;
      // A page the worker already ran fetched its shards through it; a first visit did not.
      if (!navigator.serviceWorker.controller) navigator.serviceWorker.addEventListener("controllerchange", keepZipDataForOffline, { once: true });
      // Only when a worker already runs this page is a new one an update (the first install is not).
      const isUpdate = () => navigator.serviceWorker.controller !== null;
      if (registration.waiting && isUpdate()) showUpdatePrompt(registration.waiting);
      registration.addEventListener("updatefound", () => {
        const installing = registration.installing;
        installing?.addEventListener("statechange", () => {
          if (installing.state === "installed" && isUpdate()) showUpdatePrompt(installing);
        });
      });
      // A tab kept open for days still hears of a deploy when the person comes back to it.
      document.addEventListener("visibilitychange", () => {
        if (document.visibilityState === "visible") registration.update().catch(() => undefined);
      });
    },
    // Offline support is an extra: the site works as before without it.
    (error: unknown) => console.warn("Service worker not registered:", error),
  );
}
