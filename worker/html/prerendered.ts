// Prerendered first screens (domain/prerender.ts): the build writes each page's HTML; the Worker
// puts it inside #root so a first-time visitor sees the page before any JavaScript runs, and the
// SPA hydrates it. Two kinds of visitor must not get it, because their page differs from the
// prerender: signed-in people (the Worker sees their hint cookie) and guests with saved progress
// (only the browser knows: RETURNING_GUEST_SCRIPT, in <head>, marks the page before #root is even
// parsed, base.css hides the prerendered #root, and web/main.tsx renders their page instead).
import { hasSignedInHint } from "../../domain/auth/signed-in-hint";
import {
  prerenderAssetPath,
  RETURNING_GUEST_ATTRIBUTE,
  STORAGE_KEY_PREFIX,
  type PrerenderedPage,
} from "../../domain/prerender";

const cache = new Map<string, Promise<PrerenderedPage | undefined>>();

/** Links with a query string (shares, campaign tags) may change the page: no prerender for them. */
export function wantsPrerender(url: URL, cookieHeader: string | undefined): boolean {
  if (url.search !== "") return false;
  return !hasSignedInHint(cookieHeader);
}

export function loadPrerendered(assets: Fetcher, url: URL): Promise<PrerenderedPage | undefined> {
  const assetPath = prerenderAssetPath(url.pathname);
  if (!assetPath) return Promise.resolve(undefined);
  let page = cache.get(assetPath);
  if (!page) {
    page = assets
      .fetch(new Request(new URL(assetPath, url)))
      .then((response) => (response.ok ? (response.json() as Promise<PrerenderedPage>) : undefined))
      // A missing or unreadable file only costs the fast first paint: the SPA renders as before.
      .catch(() => undefined);
    cache.set(assetPath, page);
  }
  return page;
}

/** Runs in <head>, before the body is parsed: marks a guest with saved progress. */
export const RETURNING_GUEST_SCRIPT = `try{if(Object.keys(localStorage).some(function(k){return k.indexOf(${JSON.stringify(STORAGE_KEY_PREFIX)})===0}))document.documentElement.setAttribute(${JSON.stringify(RETURNING_GUEST_ATTRIBUTE)},"")}catch(e){}`;

let scriptHash: Promise<string> | undefined;

/** base64 SHA-256 of RETURNING_GUEST_SCRIPT, for script-src. */
export function returningGuestScriptHash(): Promise<string> {
  scriptHash ??= crypto.subtle
    .digest("SHA-256", new TextEncoder().encode(RETURNING_GUEST_SCRIPT))
    .then((digest) => btoa(String.fromCharCode(...new Uint8Array(digest))));
  return scriptHash;
}

/** Test hook. */
export function resetPrerenderCache(): void {
  cache.clear();
}
