import { StrictMode, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { PRERENDERED_ATTRIBUTE, RETURNING_GUEST_ATTRIBUTE } from "../domain/prerender";
import { adoptEarlyInput, collectEarlyInput, type EarlyInput } from "./lib/early-input";
import { preloadForHydration } from "./lib/lazy-with-preload";
import { App, pageFor } from "./router";
import "./styles/base.css";

const root = document.getElementById("root");
if (!root) throw new Error("#root missing from index.html");

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

/**
 * Rendered after the app when hydrating: its effect runs once the root has committed, and adopts
 * what the person typed or tapped on the prerendered page meanwhile (web/lib/early-input.ts).
 */
let earlyInputAdopted = false; // StrictMode runs effects twice in development

function AdoptEarlyInput({ container, before }: { container: HTMLElement; before: readonly EarlyInput[] }) {
  useEffect(() => {
    if (earlyInputAdopted) return;
    earlyInputAdopted = true;
    adoptEarlyInput(container, before);
  }, [container, before]);
  return null;
}

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
    () =>
      hydrateRoot(
        root,
        <>
          {app}
          <AdoptEarlyInput container={root} before={collectEarlyInput(root)} />
        </>,
      ),
    (error: unknown) => {
      // A chunk failed to load (offline, new deploy): render from scratch, which shows the error.
      console.warn("Prerendered page could not be hydrated:", error);
      renderFromScratch(root);
    },
  );
} else {
  renderFromScratch(root);
}
