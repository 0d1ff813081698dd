// Renders a satori element tree to PNG inside the Worker: satori → SVG → @resvg/resvg-wasm → PNG.
// Workers forbid compiling wasm from bytes at runtime, so every wasm is a precompiled module
// imported at build time: satori's layout engine (satori/standalone's init), resvg (initWasm) and
// HarfBuzz (see harfbuzz-shim.ts). satori is imported lazily, after the shim, so its start-up
// happens on the first image request and never slows other requests. Engines start once per isolate.
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import resvgWasm from "@resvg/resvg-wasm/index_bg.wasm";
import satoriLayoutWasm from "satori/layout.wasm";
import { installHarfbuzzShim } from "./harfbuzz-shim";
import { INTER_400_WOFF_BASE64, INTER_700_WOFF_BASE64 } from "./inter-fonts.generated";
import type { CardNode } from "./plan-card";

type Satori = typeof import("satori/standalone").default;

function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * satori's HarfBuzz loader (Emscripten) starts while satori is evaluated and, seeing a worker
 * global, reads `self.location.href`, which workerd does not have. It prefers `__filename` when one
 * exists, and only uses it to locate files it never loads (the wasm is embedded), so a placeholder
 * is defined for the duration of the import and removed afterwards.
 */
async function importSatori() {
  const scope = globalThis as { __filename?: string };
  const placeholder = !("__filename" in scope);
  if (placeholder) scope.__filename = "/satori/standalone.js";
  try {
    return await import("satori/standalone");
  } finally {
    if (placeholder) delete scope.__filename;
  }
}

interface Engines {
  satori: Satori;
  regular: ArrayBuffer;
  bold: ArrayBuffer;
}

let ready: Promise<Engines> | undefined;

function engines(): Promise<Engines> {
  ready ??= (async () => {
    installHarfbuzzShim();
    const { default: satori, init } = await importSatori();
    await Promise.all([init(satoriLayoutWasm), initWasm(resvgWasm)]);
    return {
      satori,
      regular: base64ToBytes(INTER_400_WOFF_BASE64).buffer as ArrayBuffer,
      bold: base64ToBytes(INTER_700_WOFF_BASE64).buffer as ArrayBuffer,
    };
  })().catch((error: unknown) => {
    ready = undefined; // let the next request try again instead of caching the failure
    throw error;
  });
  return ready;
}

export async function renderPng(node: CardNode, width: number, height: number): Promise<Uint8Array> {
  const { satori, regular, bold } = await engines();
  // satori's types expect React nodes; our tree has the same { type, props } shape.
  const svg = await satori(node as unknown as Parameters<Satori>[0], {
    width,
    height,
    fonts: [
      { name: "Inter", data: regular, weight: 400, style: "normal" },
      { name: "Inter", data: bold, weight: 700, style: "normal" },
    ],
  });
  // resvg objects live in wasm memory: free them or a busy isolate slowly leaks.
  const resvg = new Resvg(svg, { fitTo: { mode: "width", value: width } });
  try {
    const image = resvg.render();
    try {
      return image.asPng();
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}
