// satori 0.63 shapes text with HarfBuzz. Its bundled loader compiles the HarfBuzz wasm from bytes
// (WebAssembly.instantiate(bytes)) the first time satori is evaluated, and Workers forbid compiling
// wasm at runtime ("Wasm code generation disallowed by embedder"); satori offers no hook to pass a
// module in. So: scripts/og-default.mjs extracts those exact bytes to satori-harfbuzz.wasm, wrangler
// precompiles it at deploy (CompiledWasm import), and this shim answers that one instantiate call
// with the precompiled module. Any other call goes to the real WebAssembly.instantiate untouched.
// HarfBuzz also passes JS callbacks into wasm by compiling a tiny one-function module per callback
// signature (new WebAssembly.Module(bytes)); those are precompiled too (trampolines/) and handed
// out the same way, recognised by their exact bytes.
import harfbuzzModule from "./satori-harfbuzz.wasm";
import { HARFBUZZ_WASM_BYTES, HARFBUZZ_WASM_FNV1A } from "./satori-harfbuzz.generated";
import { TRAMPOLINE_MODULES } from "./trampolines.generated";
import { bytesKey, trampolineBytes } from "./wasm-trampoline";

function fnv1a(bytes: Uint8Array): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < bytes.length; i++) hash = Math.imul(hash ^ bytes[i]!, 0x01000193) >>> 0;
  return hash;
}

function asBytes(source: unknown): Uint8Array | undefined {
  if (source instanceof Uint8Array) return source;
  if (source instanceof ArrayBuffer) return new Uint8Array(source);
  if (ArrayBuffer.isView(source)) return new Uint8Array(source.buffer, source.byteOffset, source.byteLength);
  return undefined;
}

/** True when `source` is exactly the HarfBuzz binary satori embeds (size, then a hash). */
export function isSatoriHarfbuzz(source: unknown): boolean {
  const bytes = asBytes(source);
  return bytes !== undefined && bytes.byteLength === HARFBUZZ_WASM_BYTES && fnv1a(bytes) === HARFBUZZ_WASM_FNV1A;
}

let installed = false;

/** Idempotent. Must run before satori is first evaluated (render-png.ts imports it lazily after). */
export function installHarfbuzzShim(): void {
  if (installed) return;
  installed = true;
  const original = WebAssembly.instantiate.bind(WebAssembly) as (source: unknown, imports?: WebAssembly.Imports) => Promise<unknown>;
  const patched = async (source: unknown, imports?: WebAssembly.Imports) => {
    if (isSatoriHarfbuzz(source)) {
      const instance = (await original(harfbuzzModule, imports)) as WebAssembly.Instance;
      return { module: harfbuzzModule, instance };
    }
    return original(source, imports);
  };
  // The real function is kept for every other caller; only the HarfBuzz bytes are redirected.
  (WebAssembly as { instantiate: unknown }).instantiate = patched;

  const trampolines = new Map(
    Object.entries(TRAMPOLINE_MODULES).map(([signature, module]) => [bytesKey(trampolineBytes(signature)), module]),
  );
  // A Proxy keeps `x instanceof WebAssembly.Module` and every other use of the constructor intact.
  (WebAssembly as { Module: unknown }).Module = new Proxy(WebAssembly.Module, {
    construct(target, args: [BufferSource]) {
      const bytes = asBytes(args[0]);
      const precompiled = bytes && bytes.byteLength < 128 ? trampolines.get(bytesKey(bytes)) : undefined;
      return precompiled ?? Reflect.construct(target, args);
    },
  });
}
