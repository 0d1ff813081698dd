// True only when the Worker runs under Vite's dev server (`npm run dev`): Vite defines
// import.meta.env there, wrangler's bundle (npm start, deploy) does not, and vitest (also Vite)
// runs with MODE "test", so tests see production behaviour.
const viteEnv = (import.meta as { env?: { DEV?: boolean; MODE?: string } }).env;

export const VITE_DEV_SERVER = viteEnv?.DEV === true && viteEnv.MODE === "development";

/** Vite's own dev-server paths (its client, React Refresh, pre-bundled deps, source modules). */
export function isViteDevPath(pathname: string): boolean {
  return VITE_DEV_SERVER && (pathname.startsWith("/@") || pathname.startsWith("/node_modules/") || pathname.startsWith("/__"));
}
