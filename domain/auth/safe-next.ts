// Where to send someone after sign-in. Only a same-origin relative path is accepted: anything a
// browser could resolve to another host (//evil.com, /\evil.com, https://evil.com, control
// characters the URL parser strips, …) falls back to the charging plan. Pure string rules, so the
// Worker (when it stores `next` with the token) and the SPA (when it navigates) agree exactly.
import { splitLocalePath } from "../i18n/locale";
import { href } from "../routes";

/** The charging plan, in the language being read (a Spanish sign-in continues in Spanish). */
export function defaultAfterSignIn(): string {
  return href("charging-plan");
}

/** Longest `next` we keep; real paths in this app are far shorter. */
export const MAX_NEXT_LENGTH = 512;

/** Pages that would loop back into the sign-in flow: /login (with any query or hash) and /auth/*. */
function isAuthPage(localizedPath: string): boolean {
  // In either language: /es/login and /es/auth/… loop back just the same.
  const { path } = splitLocalePath(localizedPath);
  return /^\/login(?:[/?#]|$)/.test(path) || path.startsWith("/auth/");
}

/** The path itself when it is a safe same-origin relative path, otherwise undefined. */
export function sanitizeNext(next: unknown): string | undefined {
  if (typeof next !== "string" || next.length === 0 || next.length > MAX_NEXT_LENGTH) return undefined;
  if (!next.startsWith("/")) return undefined; // absolute URLs, scheme-relative and relative paths
  // "//host" and "/\host" are scheme-relative to browsers (they treat "\" like "/").
  if (next[1] === "/" || next[1] === "\\") return undefined;
  // Backslashes anywhere and ASCII control/space characters: the URL parser rewrites or strips them,
  // which is how "/\t/evil.com" becomes "//evil.com".
  if (/[\\\u0000-\u0020\u007f]/.test(next)) return undefined;
  if (isAuthPage(next)) return undefined;
  return next;
}

/** `next` when safe, else the charging plan. */
export function safeNext(next: unknown): string {
  return sanitizeNext(next) ?? defaultAfterSignIn();
}
