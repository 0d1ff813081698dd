// Test helpers for the accounts tests (imported only by *.test.ts files): request a link through
// the real API, read it back from the dev outbox (tests run with ENVIRONMENT=development and no
// Resend key), and sign in.
import { env, SELF } from "cloudflare:test";
import { listOutbox } from "./outbox";

export const BASE = "http://localhost";
let counter = 0;

/** A unique address and IP per call, so rate limits of one test never touch another. */
export function uniqueEmail(label = "driver"): string {
  counter += 1;
  return `${label}.${Date.now()}.${counter}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export function uniqueIp(): string {
  const n = Math.floor(Math.random() * 250) + 1;
  const m = Math.floor(Math.random() * 250) + 1;
  return `203.0.${n}.${m}`;
}

export function postJson(path: string, body: unknown, headers: Record<string, string> = {}, base = BASE) {
  return SELF.fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "cf-connecting-ip": uniqueIp(), ...headers },
    body: JSON.stringify(body),
  });
}

export async function requestLink(email: string, next?: string, headers: Record<string, string> = {}) {
  return postJson("/api/auth/request-magic-link", next === undefined ? { email } : { email, next }, headers);
}

/** The token of the newest link in the dev outbox for `email`. */
export async function latestToken(email: string): Promise<string> {
  const [entry] = await listOutbox(env.SESSIONS, email);
  if (!entry) throw new Error(`no outbox message for ${email}`);
  const token = new URL(entry.link).searchParams.get("token");
  if (!token) throw new Error(`no token in ${entry.link}`);
  return token;
}

/** "name=value" from a Set-Cookie header, for sending back as Cookie. */
export function cookiePair(response: Response): string {
  const header = response.headers.get("set-cookie");
  if (!header) throw new Error("no Set-Cookie");
  return header.split(";")[0]!;
}

/** "name=value" of the cookie named `name` among a response's Set-Cookie headers. */
export function namedCookie(response: Response, name: string): string {
  const found = response.headers.getSetCookie().find((header) => header.startsWith(`${name}=`) || header.startsWith(`__Host-${name}=`));
  if (!found) throw new Error(`no Set-Cookie for ${name}`);
  return found.split(";")[0]!;
}

/** The browser-binding cookie a link request set (the link signs in only with it: decision 0017). */
export const bindingCookie = (response: Response) => namedCookie(response, "plugplan_sign_in_browser");

export async function signIn(email = uniqueEmail(), options: { next?: string; cookie?: string; base?: string } = {}) {
  const requested = await postJson("/api/auth/request-magic-link", options.next === undefined ? { email } : { email, next: options.next }, {}, options.base);
  if (requested.status !== 200) throw new Error(`request-magic-link: ${requested.status} ${await requested.text()}`);
  const token = await latestToken(email);
  // The same browser that asked: it sends back the binding cookie (and whatever else it holds).
  const cookie = [bindingCookie(requested), options.cookie].filter(Boolean).join("; ");
  const response = await postJson("/api/auth/verify", { token }, { cookie }, options.base);
  if (response.status !== 200) throw new Error(`verify: ${response.status} ${await response.text()}`);
  return { email, token, response, cookie: cookiePair(response) };
}
