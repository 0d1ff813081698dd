// Writes each prerendered page (domain/prerender.ts) as <outDir>/_prerender/<name>.json:
// { html, css, styleHashes }. The Worker puts `html` inside #root for first-time visitors and
// `css` (every stylesheet the page's first screen uses, entry first) in a <style> in <head>, so
// the first paint waits for no other request; the page's CSP allows both by hash.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";

const ENTITIES = { "&quot;": '"', "&#x27;": "'", "&lt;": "<", "&gt;": ">", "&amp;": "&" };

const sha256 = (text) => createHash("sha256").update(text).digest("base64");

/** CSP hashes of inline style attributes are over the value as the browser reads it, entities decoded. */
export function styleHashes(html) {
  const values = new Set(
    [...html.matchAll(/ style="([^"]*)"/g)].map((match) => match[1].replace(/&(?:quot|#x27|lt|gt|amp);/g, (entity) => ENTITIES[entity])),
  );
  return [...values].sort().map(sha256);
}

/**
 * The entry's stylesheets (its own and its static imports', imports first, as Vite links them),
 * then the page's (route-preloads.json, keyed like the router). The entry's CSS can sit on a chunk
 * it imports: the build copies small shared chunks into their users (web/vite.config.ts), and the
 * app's base.css then travels with the shared app chunk, not the entry.
 */
function stylesheetsFor(path, outDir, pattern, locale) {
  // Each language has its own build (scripts/build.mjs): a Spanish page's styles are its build's.
  const spanish = locale !== "en";
  const manifest = JSON.parse(readFileSync(join(outDir, ".vite", spanish ? "manifest.es.json" : "manifest.json"), "utf8"));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const entryCss = [];
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
    for (const file of manifest[key].css ?? []) if (!entryCss.includes(`/${file}`)) entryCss.push(`/${file}`);
  };
  visit(entryKey);
  const preloads = JSON.parse(readFileSync(join(outDir, spanish ? "route-preloads.es.json" : "route-preloads.json"), "utf8"));
  const page = preloads[pattern];
  if (!page) throw new Error(`no route preloads for ${path}`);
  return [...entryCss, ...page.css.filter((file) => !entryCss.includes(file))];
}

export async function prerenderPages(serverEntry, outDir) {
  const {
    renderPage,
    BUILD_PRERENDER_PATHS,
    DEALER_TEMPLATE_ASSET,
    DEALER_TEMPLATE_PATH,
    SHARED_PLAN_TEMPLATE_ASSET,
    SHARED_PLAN_TEMPLATE_PATH,
    prerenderAssetPath,
    localizedAssetPath,
    localizePath,
    LOCALES,
    splitLocalePath,
  } = await import(pathToFileURL(serverEntry).href);
  // Templates the Worker fills in per request, in each language: [path rendered, route-preloads
  // key (language-free: both languages load the same chunks), file written].
  const templates = new Map(
    LOCALES.flatMap((locale) => [
      [localizePath(DEALER_TEMPLATE_PATH, locale), ["/:slug", localizedAssetPath(DEALER_TEMPLATE_ASSET, locale)]], // the dealer route
      [localizePath(SHARED_PLAN_TEMPLATE_PATH, locale), ["/shared-plan", localizedAssetPath(SHARED_PLAN_TEMPLATE_ASSET, locale)]], // a shared plan's first screen (issue 30)
    ]),
  );
  const routePaths = BUILD_PRERENDER_PATHS.filter((path) => !templates.has(path) && path !== DEALER_TEMPLATE_PATH);
  const paths = [...routePaths, ...templates.keys()];
  for (const path of paths) {
    const { locale, path: languageFree } = splitLocalePath(path.split("?")[0]);
    const [pattern, asset] = templates.get(path) ?? [languageFree, prerenderAssetPath(path)];
    const html = await renderPage(path);
    // The page's CSP allows one inline script, the Worker's own: prerendered markup may have none.
    if (/<script|<template|<div hidden id="S:/.test(html)) throw new Error(`prerender of ${path} streamed a segment or script`);
    const css = stylesheetsFor(path, outDir, pattern, locale)
      .map((href) => readFileSync(join(outDir, href), "utf8"))
      .join("\n");
    if (css.includes("</")) throw new Error(`a stylesheet of ${path} contains "</": it cannot be inlined in <style>`);
    const file = join(outDir, asset);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify({ html, css, styleHashes: [...styleHashes(html), sha256(css)] }));
  }
  return paths.length;
}
