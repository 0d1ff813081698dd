// Writes each prerendered page (domain/prerender.ts) as <outDir>/_prerender/<name>.json:
// { html, styleHashes }. The Worker puts `html` inside #root for first-time visitors and allows
// its inline style attributes by hash in the page's CSP.
import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";

const ENTITIES = { "&quot;": '"', "&#x27;": "'", "&lt;": "<", "&gt;": ">", "&amp;": "&" };

/** CSP hashes are over the attribute value as the browser reads it, entities decoded. */
export function styleHashes(html) {
  const values = new Set(
    [...html.matchAll(/ style="([^"]*)"/g)].map((match) => match[1].replace(/&(?:quot|#x27|lt|gt|amp);/g, (entity) => ENTITIES[entity])),
  );
  return [...values].sort().map((value) => createHash("sha256").update(value).digest("base64"));
}

export async function prerenderPages(serverEntry, outDir) {
  const { renderPage, PRERENDERED_PATHS, prerenderAssetPath } = await import(pathToFileURL(serverEntry).href);
  for (const path of PRERENDERED_PATHS) {
    const html = await renderPage(path);
    // The page's CSP allows one inline script, the Worker's own: prerendered markup may have none.
    if (/<script|<template|<div hidden id="S:/.test(html)) throw new Error(`prerender of ${path} streamed a segment or script`);
    const file = join(outDir, prerenderAssetPath(path));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify({ html, styleHashes: styleHashes(html) }));
  }
  return PRERENDERED_PATHS.length;
}
