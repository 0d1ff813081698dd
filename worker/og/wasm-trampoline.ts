// The bytes of the one-function wasm module Emscripten builds to put a JS callback into a wasm
// function table (its convertJsFunctionToWasm, as bundled in satori's HarfBuzz loader). Shared by
// scripts/og-default.mjs (which precompiles one per signature) and harfbuzz-shim.ts (which
// recognises them). Signature letters: return type first ("v" = void), then parameters.
const TYPE_CODES: Record<string, number> = { i: 0x7f, p: 0x7f, j: 0x7e, f: 0x7d, d: 0x7c, e: 0x6f };

/** Emscripten writes every vector length as a two-byte LEB128 (low 7 bits | 0x80, then the rest). */
const vector = (items: number[]) => [(items.length % 128) | 128, items.length >> 7, ...items];
const typeVector = (letters: string) => vector([...letters].map((letter) => TYPE_CODES[letter] ?? 0));

export function trampolineBytes(signature: string): Uint8Array {
  const params = signature.slice(1);
  const result = signature[0] === "v" ? "" : signature[0]!;
  return Uint8Array.of(
    ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00], // "\0asm", version 1
    0x01, ...vector([0x01, 0x60, ...typeVector(params), ...typeVector(result)]), // type section
    0x02, 0x07, 0x01, 0x01, 0x65, 0x01, 0x66, 0x00, 0x00, // import "e"."f" as function 0
    0x07, 0x05, 0x01, 0x01, 0x66, 0x00, 0x00, // export it as "f"
  );
}

export function bytesKey(bytes: Uint8Array): string {
  let key = "";
  for (let i = 0; i < bytes.length; i++) key += bytes[i]!.toString(16).padStart(2, "0");
  return key;
}
