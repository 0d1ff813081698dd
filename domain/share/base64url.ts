// UTF-8 safe base64url for share links, in pure ES2022 (domain/ has no TextEncoder or btoa).
// base64url (RFC 4648 §5) survives being pasted into chat apps and needs no percent-encoding.
// Encoding is in ./base64url-encode.ts, which pages that only build links import; decoding (used by
// the lazily loaded link readers) is here. Both are exported from this module.
import { ALPHABET } from "./base64url-encode";

export { base64UrlEncode, encodeJsonParam } from "./base64url-encode";

const LOOKUP = new Map([...ALPHABET].map((char, index) => [char, index]));

function utf8Decode(bytes: number[]): string {
  let out = "";
  for (let i = 0; i < bytes.length; ) {
    const b0 = bytes[i++]!;
    let code: number;
    let extra: number;
    if (b0 < 0x80) [code, extra] = [b0, 0];
    else if (b0 >= 0xc2 && b0 < 0xe0) [code, extra] = [b0 & 0x1f, 1];
    else if (b0 >= 0xe0 && b0 < 0xf0) [code, extra] = [b0 & 0x0f, 2];
    else if (b0 >= 0xf0 && b0 < 0xf5) [code, extra] = [b0 & 0x07, 3];
    else throw new Error("Invalid UTF-8");
    for (let k = 0; k < extra; k++) {
      const next = bytes[i++];
      if (next === undefined || (next & 0xc0) !== 0x80) throw new Error("Invalid UTF-8");
      code = (code << 6) | (next & 0x3f);
    }
    const min = [0, 0x80, 0x800, 0x10000][extra]!;
    if (code < min || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) throw new Error("Invalid UTF-8");
    out += String.fromCodePoint(code);
  }
  return out;
}

/** Decodes base64url (standard base64 "+/" and "=" padding are accepted too). Throws on bad input. */
export function base64UrlDecode(encoded: string): string {
  const clean = encoded.replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
  if (clean.length % 4 === 1) throw new Error("Invalid base64");
  const bytes: number[] = [];
  for (let i = 0; i < clean.length; i += 4) {
    const chunk = clean.slice(i, i + 4);
    let n = 0;
    for (let k = 0; k < 4; k++) {
      const char = chunk[k];
      const value = char === undefined ? 0 : LOOKUP.get(char);
      if (value === undefined) throw new Error("Invalid base64");
      n = (n << 6) | value;
    }
    bytes.push((n >> 16) & 255);
    if (chunk.length > 2) bytes.push((n >> 8) & 255);
    if (chunk.length > 3) bytes.push(n & 255);
  }
  return utf8Decode(bytes);
}

/** base64url → JSON value; throws on malformed input (callers validate the result with zod). */
export function decodeJsonParam(encoded: string, maxLength = 4096): unknown {
  if (encoded.length > maxLength) throw new Error("Shared data is too long");
  return JSON.parse(base64UrlDecode(encoded.trim()));
}
