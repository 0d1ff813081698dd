// Public configuration injected by the Worker as <meta name="plugplan:*"> (worker/html/inject-meta.ts).

function readMeta(name: string): string {
  if (typeof document === "undefined") return "";
  return document.querySelector<HTMLMetaElement>(`meta[name="plugplan:${name}"]`)?.content ?? "";
}

/** Support contact shown in the legal pages; falls back to the default in wrangler.toml. */
export function supportEmail(): string {
  return readMeta("support-email") || "support@plugplan.app";
}

/** Optional external MapLibre style; empty means the embedded state-outline basemap. */
export function mapStyleUrl(): string {
  return readMeta("map-style-url");
}
