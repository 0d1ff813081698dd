// The one way a page loads something it needs only sometimes, after its first paint: a share-link
// reader with its zod schema (useShareLink), a tariff table. The module arrives with `load`
// (a dynamic import), so it is never part of the page's first load.
import { useEffect, useState } from "react";
import { INVALID_SHARE_LINK, NO_SHARE_LINK, type ShareLink } from "../../domain/share/share-link";

/**
 * `load(key)`'s value for the current `key`: undefined while there is no key, "pending" until
 * the value for this very key has arrived, `onError` when it could not load (offline, a new
 * deploy). `load` must be stable (module level or useCallback): a new one loads again.
 */
export function useLazyValue<T>(key: string | null, load: (key: string) => Promise<T>, onError: T): T | "pending" | undefined {
  const [loaded, setLoaded] = useState<{ key: string; load: typeof load; value: T } | null>(null);
  useEffect(() => {
    if (key === null) return;
    let current = true;
    load(key).then(
      (value) => current && setLoaded({ key, load, value }),
      () => current && setLoaded({ key, load, value: onError }),
    );
    return () => {
      current = false;
    };
  }, [key, load, onError]);
  if (key === null) return undefined;
  return loaded && loaded.key === key && loaded.load === load ? loaded.value : "pending";
}

/**
 * A share link's ?data= value read with `read` (which imports its *.schema.ts reader lazily).
 * No value → "none"; a reader that cannot load → "invalid" (the link cannot be checked, so it is
 * not used).
 */
export function useShareLink<T>(data: string | null, read: (data: string) => Promise<ShareLink<T>>): ShareLink<T> | "pending" {
  return useLazyValue<ShareLink<T>>(data || null, read, INVALID_SHARE_LINK) ?? NO_SHARE_LINK;
}
