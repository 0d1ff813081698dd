// Security headers on every response. The CSP allows exactly what the app loads: our own
// scripts/styles, MapLibre's blob: web worker, the optional external map style host, and the
// charging-station map embed on the public-charging guide, and Cloudflare Turnstile's script and
// frame on the sign-in form, only when Turnstile is on (both keys set).
import { secureHeaders } from "hono/secure-headers";
import type { MiddlewareHandler } from "hono";
import type { AppEnv, Variables } from "../app-env";
import { VITE_DEV_SERVER } from "../vite-dev-server";
import { turnstileEnabled } from "../services/turnstile";
import { DEFAULT_OG_IMAGE_PATH } from "../../domain/meta";

/**
 * Link-preview cards other sites may embed (a dealer shows a plan card on its own site): the plan
 * cards under /og/ and the brand card they fall back to. Everything else stays same-origin.
 */
export function isEmbeddableImage(pathname: string): boolean {
  return pathname.startsWith("/og/") || pathname === DEFAULT_OG_IMAGE_PATH;
}

/** Third-party frame used by the public-charging guide's station map (desktop only). */
export const STATION_MAP_ORIGIN = "https://www.plugshare.com";
/** Turnstile's script (api.js) and its challenge frame. */
export const TURNSTILE_ORIGIN = "https://challenges.cloudflare.com";

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** Under Vite's dev server, pages need inline scripts (React Refresh), injected styles (CSS hot reload) and a websocket (HMR). */
const DEV_SERVER_EXTRAS = VITE_DEV_SERVER ? ["'unsafe-inline'"] : [];

/** The header middleware for one configuration (map style host, Turnstile on or off). */
function headersFor(mapStyleUrl: string | undefined, turnstileOn: boolean): MiddlewareHandler<AppEnv> {
  const mapOrigin = originOf(mapStyleUrl);
  const connect = ["'self'", ...(mapOrigin ? [mapOrigin, "https:"] : []), ...(VITE_DEV_SERVER ? ["ws:"] : [])];
  const turnstile = turnstileOn ? [TURNSTILE_ORIGIN] : [];
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...turnstile, ...DEV_SERVER_EXTRAS],
      styleSrc: ["'self'", ...DEV_SERVER_EXTRAS],
      imgSrc: ["'self'", "data:", "blob:", ...(mapOrigin ? ["https:"] : [])],
      fontSrc: ["'self'", ...(mapOrigin ? ["https:"] : [])],
      connectSrc: connect,
      workerSrc: ["'self'", "blob:"],
      childSrc: ["blob:"],
      frameSrc: [STATION_MAP_ORIGIN, ...turnstile],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
    },
    strictTransportSecurity: "max-age=63072000; includeSubDomains",
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: "DENY",
    xContentTypeOptions: "nosniff",
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: "same-origin",
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
      clipboardWrite: ["self"],
    },
  });
}

export function securityHeaders(): MiddlewareHandler<AppEnv> {
  // Built once per configuration, not per request (the environment is fixed for an isolate's life).
  const built = new Map<string, MiddlewareHandler<AppEnv>>();
  return async (c, next) => {
    const turnstileOn = turnstileEnabled(c.env);
    const key = `${c.env.MAP_STYLE_URL ?? ""}|${turnstileOn}`;
    let middleware = built.get(key);
    if (!middleware) {
      middleware = headersFor(c.env.MAP_STYLE_URL, turnstileOn);
      built.set(key, middleware);
    }
    await middleware(c, next);
    if (isEmbeddableImage(new URL(c.req.url).pathname)) c.res.headers.set("Cross-Origin-Resource-Policy", "cross-origin");
    allowInlineHashes(c.res.headers, c.get("cspHashes"));
  };
}

/**
 * Adds the hashes of a prerendered page's inline script and style attributes to its CSP, so
 * exactly that inline code runs and nothing else. Style attributes need 'unsafe-hashes'.
 */
function allowInlineHashes(headers: Headers, hashes: Variables["cspHashes"]): void {
  const policy = headers.get("Content-Security-Policy");
  if (!policy || !hashes) return;
  const quoted = (list: string[]) => list.map((hash) => ` 'sha256-${hash}'`).join("");
  let next = policy;
  if (hashes.script.length > 0) next = next.replace(/script-src 'self'/, `script-src 'self'${quoted(hashes.script)}`);
  if (hashes.style.length > 0) next = next.replace(/style-src 'self'/, `style-src 'self' 'unsafe-hashes'${quoted(hashes.style)}`);
  headers.set("Content-Security-Policy", next);
}
