// Scripts after the first paint (issue 32, docs/decisions/0019). A prerendered page paints from
// its HTML and inline CSS alone; its JavaScript only makes it interactive. Requested from <head>,
// the entry and the page's chunks (about 100 KB gzip) started before the first paint, shared a slow
// link with the page and ran hydration before the browser had drawn anything, so the first paint
// waited for them (Lighthouse's simulation put FCP and LCP at ~2 s on a page that fits in its
// first round trips). The Worker therefore lists a prerendered page's scripts in a data block at
// the end of <body>, and SCRIPT_LOADER adds them once the page has painted: the entry as a module
// script, the page's chunks as modulepreload links, in one go, so hydration still waits for no
// extra round trip. Typing and tapping before hydration are kept as before (web/lib/early-input.ts).
import { serializeJsonLd } from "../../domain/meta";
import { RETURNING_GUEST_ATTRIBUTE } from "../../domain/prerender";

export const DEFERRED_SCRIPTS_ELEMENT_ID = "plugplan-scripts";

/** What SCRIPT_LOADER reads: the entry module and the chunks to preload alongside it. */
export interface DeferredScripts {
  entry: string;
  preload: string[];
}

/**
 * Waits for the first contentful paint (a paint observer: its entry arrives once the frame is on
 * screen), then adds the scripts. A returning guest's prerender is hidden (base.css) and their page
 * only appears once the app renders it, so their scripts start at once; so do they where the paint
 * is never reported (no Paint Timing, a tab opened in the background) after a second at most.
 */
export const SCRIPT_LOADER = `(function(){var d=document,done=false;function go(){if(done)return;done=true;var s;try{s=JSON.parse(d.getElementById(${JSON.stringify(DEFERRED_SCRIPTS_ELEMENT_ID)}).textContent)}catch(e){return}s.preload.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;d.head.appendChild(l)});var m=d.createElement("script");m.type="module";m.crossOrigin="";m.src=s.entry;d.head.appendChild(m)}if(d.documentElement.hasAttribute(${JSON.stringify(RETURNING_GUEST_ATTRIBUTE)}))return go();try{new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}}).observe({type:"paint",buffered:true})}catch(e){}setTimeout(go,1000)})()`;

/** The data block and the loader, for the end of <body>. */
export function deferredScriptsMarkup(scripts: DeferredScripts): string {
  // serializeJsonLd escapes <, > and &, so no path can close the data block.
  return `<script type="application/json" id="${DEFERRED_SCRIPTS_ELEMENT_ID}">${serializeJsonLd(scripts)}</script><script>${SCRIPT_LOADER}</script>`;
}

let loaderHash: Promise<string> | undefined;

/** base64 SHA-256 of SCRIPT_LOADER, for script-src. */
export function scriptLoaderHash(): Promise<string> {
  loaderHash ??= crypto.subtle
    .digest("SHA-256", new TextEncoder().encode(SCRIPT_LOADER))
    .then((digest) => btoa(String.fromCharCode(...new Uint8Array(digest))));
  return loaderHash;
}
