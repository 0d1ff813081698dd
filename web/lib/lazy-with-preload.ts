// React.lazy that can be loaded ahead of rendering. Prerendered pages are hydrated, and a lazy part
// that is not loaded when hydration reaches it stays as server HTML until its code arrives; if the
// page re-renders in the meantime (its phone layout, today's date), React throws that HTML away and
// shows the fallback, which the visitor sees as a flash and a layout shift. So web/main.tsx loads
// the page and the lazy parts its prerender contains first (preloadForHydration), and a part
// loaded that way renders at once: React gets a thenable that resolves synchronously.
import { lazy, type ComponentType, type LazyExoticComponent } from "react";

type Module<P> = { default: ComponentType<P> };

export type PreloadableComponent<P> = LazyExoticComponent<ComponentType<P>> & { preload(): Promise<void> };

/** Lazy parts declared with `inPrerender` whose code has not been loaded for hydration yet. */
const hydrationParts: Array<() => Promise<void>> = [];

export function lazyWithPreload<P extends object>(
  load: () => Promise<Module<P>>,
  options: { inPrerender?: boolean } = {},
): PreloadableComponent<P> {
  let loaded: Module<P> | undefined;
  const preload = () =>
    loaded
      ? Promise.resolve()
      : load().then((module) => {
          loaded = module;
        });
  const component = lazy(() =>
    loaded
      ? // A thenable React resolves in the same render (a Promise would take a microtask).
        ({ then: (resolve: (module: Module<P>) => void) => resolve(loaded as Module<P>) } as unknown as Promise<Module<P>>)
      : load().then((module) => (loaded = module)),
  );
  if (options.inPrerender) hydrationParts.push(preload);
  return Object.assign(component, { preload });
}

/**
 * Loads `page` and then every `inPrerender` part that loading it declared (parts can declare more
 * parts), so hydration finds all of the prerendered page's code in place.
 */
export async function preloadForHydration(page: { preload(): Promise<void> } | undefined): Promise<void> {
  await page?.preload();
  while (hydrationParts.length > 0) await Promise.all(hydrationParts.splice(0).map((preload) => preload()));
}
