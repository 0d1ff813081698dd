// Dealer logos in R2 (DEALER_LOGOS): PNG, WebP or a safe SVG, at most 200 KB. Files are checked by
// their bytes, not only by the type the browser claims. An SVG must be a plain drawing: every
// element, attribute and style is checked against an allowlist (./svg-logo.ts), and anything else
// is refused with a message that says which, rather than silently rewritten
// (a logo that changes without the dealer knowing is worse than a clear refusal). Logos are served
// from /dealer-logos/<slug>/<hash>.<ext> with the site's CSP and nosniff, immutable (new file, new hash).

import * as m from "../../domain/i18n/messages";
import { sha256Hex } from "./sessions-crypto";
import { unsafeSvgReason } from "./svg-logo";

export const MAX_LOGO_BYTES = 200 * 1024;

export const LOGO_TYPES = {
  "image/png": "png",
  "image/webp": "webp",
  "image/svg+xml": "svg",
} as const;
export type LogoContentType = keyof typeof LOGO_TYPES;

export type LogoCheck = { ok: true; contentType: LogoContentType; extension: string } | { ok: false; message: string };

const kb = (bytes: number) => `${Math.ceil(bytes / 1024)} KB`;

/**
 * The 413 for an upload whose request body is too big to read at all (the route's body limit), in
 * the request's language: a function, so it is worded per request rather than once at load.
 */
export const logoTooLargeMessage = () => m.api_logo_too_large({ limit: kb(MAX_LOGO_BYTES) });

function startsWith(bytes: Uint8Array, prefix: number[], offset = 0): boolean {
  return prefix.every((value, index) => bytes[offset + index] === value);
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** Checks type, size and content. `claimedType` is the type the uploader declared. */
export function checkLogo(bytes: Uint8Array, claimedType: string): LogoCheck {
  const type = claimedType.toLowerCase().split(";")[0]!.trim();
  if (!(type in LOGO_TYPES)) {
    return { ok: false, message: type ? m.api_logo_wrong_type({ type }) : m.api_logo_unknown_type() };
  }
  if (bytes.byteLength === 0) return { ok: false, message: m.api_logo_empty() };
  if (bytes.byteLength > MAX_LOGO_BYTES) {
    return {
      ok: false,
      message: m.api_logo_over_limit({ size: kb(bytes.byteLength), limit: kb(MAX_LOGO_BYTES) }),
    };
  }
  const contentType = type as LogoContentType;
  if (contentType === "image/png" && !startsWith(bytes, PNG_SIGNATURE)) {
    return { ok: false, message: m.api_logo_not_png() };
  }
  if (contentType === "image/webp" && !(startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8))) {
    return { ok: false, message: m.api_logo_not_webp() };
  }
  if (contentType === "image/svg+xml") {
    let text: string;
    try {
      text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
    } catch {
      return { ok: false, message: m.api_svg_not_utf8() };
    }
    const reason = unsafeSvgReason(text);
    if (reason) return { ok: false, message: reason };
  }
  return { ok: true, contentType, extension: LOGO_TYPES[contentType] };
}

/** The R2 key for a logo: content-addressed, so a new logo is a new URL and caches never go stale. */
export async function logoKeyFor(slug: string, bytes: Uint8Array, extension: string): Promise<string> {
  // The first 8 bytes of the SHA-256 (16 hex digits) are plenty to tell one dealer's logos apart.
  return `${slug}/${(await sha256Hex(bytes)).slice(0, 16)}.${extension}`;
}

/** base64 → bytes; undefined when the text is not base64. */
export function decodeBase64(data: string): Uint8Array | undefined {
  try {
    const binary = atob(data.replace(/\s+/g, ""));
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return undefined;
  }
}
