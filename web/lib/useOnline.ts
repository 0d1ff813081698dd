// Whether the app can reach PlugPlan: pages that cannot work without the network (sign-in) say so
// up front instead of failing on submit. navigator.onLine alone is not enough: a phone in a garage
// often has "a connection" that carries nothing. A document the service worker served as its offline
// shell (docs/decisions/0018; the Worker marks it with OFFLINE_SHELL_META) was served because the
// network failed, so it counts as offline until the network answers (the "online" event or a probe).
import { useSyncExternalStore } from "react";
import { OFFLINE_SHELL_META } from "../../domain/offline/offline-rules";

let servedOffline: boolean | undefined;
let probing = false;

function isServedOffline(): boolean {
  servedOffline ??= document.querySelector(`meta[name="${OFFLINE_SHELL_META}"]`) !== null;
  return servedOffline;
}

function subscribe(onChange: () => void): () => void {
  const online = () => {
    servedOffline = false;
    onChange();
  };
  window.addEventListener("online", online);
  window.addEventListener("offline", onChange);
  if (isServedOffline() && !probing) {
    probing = true;
    fetch("/api/health", { cache: "no-store" })
      .then((response) => response.ok && online())
      .catch(() => undefined)
      .finally(() => (probing = false));
  }
  return () => {
    window.removeEventListener("online", online);
    window.removeEventListener("offline", onChange);
  };
}

/** True unless the browser knows it is offline or this page was the offline shell; true on the server. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine && !isServedOffline(),
    () => true,
  );
}
