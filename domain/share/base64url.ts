// UTF-8 safe base64url for share links, in pure ES2022 (domain/ has no TextEncoder or btoa).
// base64url (RFC 4648 §5) survives being pasted into chat apps and needs no percent-encoding.
// Encoding and decoding together: the decoder is a few hundred bytes, not worth a second module.

export const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

function utf8Encode(text: string): number[] {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x80) bytes.push(code);
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 0x3f));
    else if (code < 0x10000) bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
    else
      bytes.push(
        0xf0 | (code >> 18),
        0x80 | ((code >> 12) & 0x3f),
        0x80 | ((code >> 6) & 0x3f),
        0x80 | (code & 0x3f),
      );
  }
  return bytes;
}

export function base64UrlEncode(text: string): string {
  const bytes = utf8Encode(text);
  let out = "";
  for (let i = 0; i < bytes.length; i += 3) {
    const [a, b, c] = [bytes[i]!, bytes[i + 1], bytes[i + 2]];
    const n = (a << 16) | ((b ?? 0) << 8) | (c ?? 0);
    out += ALPHABET[(n >> 18) & 63]! + ALPHABET[(n >> 12) & 63]!;
    if (b !== undefined) out += ALPHABET[(n >> 6) & 63]!;
    if (c !== undefined) out += ALPHABET[n & 63]!;
  }
  return out;
}

/** JSON → base64url, for a `data` query parameter. */
export function encodeJsonParam(value: unknown): string {
  return base64UrlEncode(JSON.stringify(value));
}

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
