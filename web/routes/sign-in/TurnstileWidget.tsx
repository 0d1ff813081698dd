// Cloudflare Turnstile on the sign-in form (issues 16 and 28): shown only when the Worker answered a
// link request with 403 and `challenge: "turnstile"` (the sign-in budget runs low, decision 0016),
// with the site key in that answer. Until then nothing here loads, so local development and the
// e2e server stay offline. Turnstile's script is loaded on first use with
// render=explicit; the token it hands back is single-use, so the form asks for a reset after
// every attempt (`resetKey`).
import { useEffect, useRef } from "react";
import { getLocale } from "../../../domain/i18n/runtime";
import * as m from "../../../domain/i18n/messages";

export const TURNSTILE_SCRIPT_URL = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";

/** The part of Turnstile's browser API we use (developers.cloudflare.com/turnstile/get-started/client-side-rendering/). */
export interface TurnstileApi {
  render(
    container: HTMLElement,
    options: {
      sitekey: string;
      callback: (token: string) => void;
      "expired-callback": () => void;
      "error-callback": () => void;
      action?: string;
      /** The widget's own words: "es" on a Spanish page (Turnstile otherwise follows the browser). */
      language?: string;
    },
  ): string | undefined;
  reset(widgetId: string): void;
  remove(widgetId: string): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

let loading: Promise<TurnstileApi> | undefined;

/** Adds Turnstile's script once; resolves when its API is ready. */
function loadTurnstile(): Promise<TurnstileApi> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  loading ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = TURNSTILE_SCRIPT_URL;
    script.async = true;
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error("Turnstile did not start")));
    script.onerror = () => {
      loading = undefined; // a later visit may try again
      reject(new Error("Turnstile could not be loaded"));
    };
    document.head.append(script);
  });
  return loading;
}

export default function TurnstileWidget({
  siteKey,
  onToken,
  onLoadError,
  resetKey,
}: {
  siteKey: string;
  /** The widget's answer, or null once it expired or failed (a new one must be solved). */
  onToken: (token: string | null) => void;
  onLoadError: (message: string) => void;
  /** Changing it resets the widget (after each attempt: tokens work once). */
  resetKey: number;
}) {
  const containerRef = useRef<HTMLDivElement>(null);
  const widgetRef = useRef<{ api: TurnstileApi; id: string } | null>(null);
  // Callbacks change every render; the widget is created once per site key.
  const onTokenRef = useRef(onToken);
  const onLoadErrorRef = useRef(onLoadError);
  useEffect(() => {
    onTokenRef.current = onToken;
    onLoadErrorRef.current = onLoadError;
  });

  useEffect(() => {
    let cancelled = false;
    loadTurnstile().then(
      (api) => {
        if (cancelled || !containerRef.current) return;
        const id = api.render(containerRef.current, {
          sitekey: siteKey,
          action: "sign-in",
          language: getLocale(),
          callback: (token) => onTokenRef.current(token),
          "expired-callback": () => onTokenRef.current(null),
          "error-callback": () => onTokenRef.current(null),
        });
        if (id !== undefined) widgetRef.current = { api, id };
      },
      () => {
        if (!cancelled) onLoadErrorRef.current(m.signin_turnstile_load_failed());
      },
    );
    return () => {
      cancelled = true;
      if (widgetRef.current) widgetRef.current.api.remove(widgetRef.current.id);
      widgetRef.current = null;
    };
  }, [siteKey]);

  useEffect(() => {
    if (resetKey === 0 || !widgetRef.current) return;
    widgetRef.current.api.reset(widgetRef.current.id);
    onTokenRef.current(null);
  }, [resetKey]);

  return <div ref={containerRef} className="sign-in__turnstile" data-testid="turnstile" />;
}
