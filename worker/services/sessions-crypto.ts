// Secrets we hand out (magic-link tokens, session ids) are 32 random bytes in base64url; we store
// only their SHA-256. Lookups are by that hash, so a stolen database or KV listing holds nothing
// usable, and response timing cannot leak a secret byte by byte (the attacker would need a preimage
// of the hash), which is why no separate constant-time comparison is needed.

function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** 32 bytes from the CSPRNG as 43 base64url characters (no padding). */
export function randomSecret(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}

export async function sha256Hex(value: string | Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", typeof value === "string" ? new TextEncoder().encode(value) : value);
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}
