import { useEffect } from "react";

/**
 * Marks the page as live: its effect runs once the page's code has loaded and React has hydrated
 * (or rendered) it, or once the page has shown that it failed to load. End-to-end tests wait for
 * this before they click (e2e/fixtures.ts).
 */
export function PageReady() {
  useEffect(() => {
    document.documentElement.dataset.pageReady = "";
  }, []);
  return null;
}
