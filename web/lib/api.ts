// The one way the SPA calls our API: same-origin, credentials included, JSON in and out.
// Errors carry the spec's message format: "{status}: {body text or status text}" (§8), plus the
// server's `message` field and the whole parsed body when the body is JSON (so callers read fields
// such as `reason` from `body`, never by parsing the message).
import { BASE_LOCALE } from "../../domain/i18n/locale";
import { getLocale } from "../../domain/i18n/runtime";

/** Tells the Worker the page's language (worker/i18n.ts LOCALE_HEADER; the browser cannot import the Worker). */
const LOCALE_HEADER = "x-plugplan-locale";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server's human message, when it sent one. */
    readonly serverMessage: string | undefined,
    /** The parsed JSON body of the error response (our JSON errors: { message, requestId, … }). */
    readonly body: unknown = undefined,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => "");
  let serverMessage: string | undefined;
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
    const message = typeof body === "object" && body !== null ? (body as { message?: unknown }).message : undefined;
    if (typeof message === "string") serverMessage = message;
  } catch {
    /* not JSON */
  }
  return new ApiError(response.status, `${response.status}: ${text || response.statusText}`, serverMessage, body);
}

export async function apiFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  // The page's language, so the Worker's refusals come back in it (worker/i18n.ts). English pages
  // send nothing: English is the Worker's default.
  const locale = getLocale();
  if (locale !== BASE_LOCALE && !headers.has(LOCALE_HEADER)) headers.set(LOCALE_HEADER, locale);
  if (init.body !== undefined && !headers.has("content-type")) headers.set("content-type", "application/json");
  const response = await fetch(path, { ...init, headers, credentials: "include" });
  if (!response.ok) throw await toApiError(response);
  return response;
}

export async function getJson<T>(path: string, init: RequestInit = {}): Promise<T> {
  return (await apiFetch(path, init)).json() as Promise<T>;
}

export async function postJson<T>(path: string, body: unknown, init: RequestInit = {}): Promise<T> {
  const response = await apiFetch(path, { ...init, method: "POST", body: JSON.stringify(body) });
  const text = await response.text();
  return (text ? JSON.parse(text) : {}) as T;
}
