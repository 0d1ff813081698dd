import "./lib/i18n";
import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { PRERENDERED_ATTRIBUTE, RETURNING_GUEST_ATTRIBUTE } from "../domain/prerender";
import { EarlyInputCommit, startEarlyInput } from "./lib/early-input";
import { preloadForHydration } from "./lib/lazy-with-preload";
import { App, pageFor } from "./router";
import "./styles/base.css";
import "./styles/print.css";

const root = document.getElementById("root");
if (!root) throw new Error("#root missing from index.html");

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

function renderFromScratch(container: HTMLElement) {
  container.replaceChildren();
  container.removeAttribute(PRERENDERED_ATTRIBUTE);
  createRoot(container).render(app);
}

// First-time visitors get the page prerendered at build time (the Worker puts it in #root):
// load its code, then hydrate it, so what they already see becomes interactive without being
// drawn again. Everyone else (returning guests, signed-in people, links with a query) gets a
// client render. See docs/decisions/0004.
const hydrate = root.hasAttribute(PRERENDERED_ATTRIBUTE) && !document.documentElement.hasAttribute(RETURNING_GUEST_ATTRIBUTE);
if (hydrate) {
  preloadForHydration(pageFor(window.location.pathname)).then(
    () => {
      // From here on, what the person types or taps is recorded and handed to the app as each
      // part of the page comes alive (web/lib/early-input.ts, docs/decisions/0005).
      startEarlyInput(root);
      // As a transition, hydration yields to the browser every few milliseconds instead of running
      // as one long task: the page already shows, and a tap or key in the meantime is handled
      // (and kept, above) rather than waiting behind it (TBT and INP, issue 32).
      startTransition(() => {
        hydrateRoot(
          root,
          <>
            {app}
            <EarlyInputCommit />
          </>,
        );
      });
    },
    (error: unknown) => {
      // A chunk failed to load (offline, new deploy): render from scratch, which shows the error.
      console.warn("Prerendered page could not be hydrated:", error);
      renderFromScratch(root);
    },
  );
} else {
  renderFromScratch(root);
}

// Offline after one visit (docs/decisions/0018): the service worker registers from its own small
// chunk a few seconds after the load event, once the page's lazy parts and data have loaded, so it
// never competes with them and is not part of what a page fetches by network idle (the 130 KB budget).
const SERVICE_WORKER_DELAY_MS = 5_000;
if (import.meta.env.PROD) {
  const registerLater = () => {
    setTimeout(() => {
      void import("./lib/service-worker").then(({ registerServiceWorker }) => registerServiceWorker());
    }, SERVICE_WORKER_DELAY_MS);
  };
  // A prerendered page loads this module after its first paint (docs/decisions/0019), often after
  // the load event has fired: then the wait starts now.
  if (document.readyState === "complete") registerLater();
  else window.addEventListener("load", registerLater, { once: true });
}
