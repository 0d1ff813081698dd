// Two cookies that tie sign-in to a browser (issue 28, decisions 0016 and 0017). Both hold only a
// random secret; the Worker stores its SHA-256, never the value.
// - The binding cookie: set when a browser asks for a link; the link's row stores its hash, so the
//   link signs in only in that browser. It lives as long as a link does, and is reused while it
//   lives, so two links asked for in one browser both work there.
// - The device cookie: set when a browser signs in; its hash in KV marks "this browser signed in
//   before", which lets it use the sign-in budget's reserve for returning people during a flood.
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { MAGIC_LINK_TTL_MINUTES } from "../../domain/contracts/auth-limits";
import type { AppEnv } from "../app-env";
import { randomSecret, sha256Hex } from "./sessions-crypto";

const BINDING_BASE_NAME = "plugplan_sign_in_browser";
const DEVICE_BASE_NAME = "plugplan_known_device";
/** A returning browser is remembered for 400 days (the longest cookie lifetime browsers keep). */
export const KNOWN_DEVICE_TTL_SECONDS = 400 * 24 * 60 * 60;
const SECRET = /^[A-Za-z0-9_-]{43}$/;

const isHttps = (c: Context<AppEnv>) => new URL(c.req.url).protocol === "https:";
/** https gets Secure and the __Host- prefix (host-only, Path=/); plain http (local dev) cannot. */
const cookieName = (c: Context<AppEnv>, base: string) => (isHttps(c) ? `__Host-${base}` : base);

function readSecret(c: Context<AppEnv>, base: string): string | undefined {
  const value = getCookie(c, cookieName(c, base));
  return value && SECRET.test(value) ? value : undefined;
}

/** The hash of this browser's binding cookie, or null when it has none. */
export async function browserBindingHash(c: Context<AppEnv>): Promise<string | null> {
  const secret = readSecret(c, BINDING_BASE_NAME);
  return secret ? sha256Hex(secret) : null;
}

/** Makes sure this browser holds a binding cookie (a new one, or the one it has); its hash. */
export async function bindBrowser(c: Context<AppEnv>): Promise<string> {
  const secret = readSecret(c, BINDING_BASE_NAME) ?? randomSecret();
  setCookie(c, cookieName(c, BINDING_BASE_NAME), secret, {
    httpOnly: true,
    sameSite: "Lax",
    path: "/",
    secure: isHttps(c),
    maxAge: MAGIC_LINK_TTL_MINUTES * 60,
  });
  return sha256Hex(secret);
}

const deviceKey = (hash: string) => `known-device:${hash}`;

/** The hash of this browser's device cookie when KV knows it (it signed in before), else null. */
export async function knownDevice(c: Context<AppEnv>): Promise<string | null> {
  const secret = readSecret(c, DEVICE_BASE_NAME);
  if (!secret) return null; // no cookie, no KV read
  const hash = await sha256Hex(secret);
  return (await c.env.SESSIONS.get(deviceKey(hash))) === null ? null : hash;
}

/** After a sign-in: this browser is remembered as one that signed in before (one KV write). */
export async function rememberDevice(c: Context<AppEnv>): Promise<void> {
  const secret = readSecret(c, DEVICE_BASE_NAME) ?? randomSecret();
  await c.env.SESSIONS.put(deviceKey(await sha256Hex(secret)), "1", { expirationTtl: KNOWN_DEVICE_TTL_SECONDS });
  setCookie(c, cookieName(c, DEVICE_BASE_NAME), secret, {
    httpOnly: true,
    sameSite: "Lax",
    path: "/",
    secure: isHttps(c),
    maxAge: KNOWN_DEVICE_TTL_SECONDS,
  });
}
