// React.lazy that can be loaded ahead of rendering. Prerendered pages are hydrated, and a lazy part
// that is not loaded when hydration reaches it stays as server HTML until its code arrives; if the
// page re-renders in the meantime (its phone layout, today's date), React throws that HTML away and
// shows the fallback, which the visitor sees as a flash and a layout shift. So web/main.tsx loads
// the page and the lazy parts its prerender contains first (preloadForHydration), and a part
// loaded that way renders at once: React gets a thenable that resolves synchronously.
import { createElement, Fragment, lazy, type ComponentType, type LazyExoticComponent } from "react";
import { EarlyInputCommit } from "./early-input";

type Module<P> = { default: ComponentType<P> };

export type PreloadableComponent<P> = LazyExoticComponent<ComponentType<P>> & { preload(): Promise<void> };

/** Lazy parts declared with `inPrerender` whose code has not been loaded for hydration yet. */
const hydrationParts: Array<() => Promise<void>> = [];

/**
 * The part followed by EarlyInputCommit: a Suspense boundary's content hydrates in its own commit,
 * and what a person typed into it meanwhile is handed to the app in that very commit, before any
 * re-render can draw the state's old value over it (web/lib/early-input.ts). It renders nothing,
 * so the server's HTML and the client's first render stay identical.
 */
function withEarlyInputCommit<P extends object>(module: Module<P>): Module<P> {
  const Part = module.default;
  const Committed = (props: P) => createElement(Fragment, null, createElement(Part, props), createElement(EarlyInputCommit));
  Committed.displayName = Part.displayName ?? Part.name;
  return { default: Committed };
}

export function lazyWithPreload<P extends object>(
  load: () => Promise<Module<P>>,
  options: { inPrerender?: boolean } = {},
): PreloadableComponent<P> {
  let loaded: Module<P> | undefined;
  const preload = () =>
    loaded
      ? Promise.resolve()
      : load().then((module) => {
          loaded = withEarlyInputCommit(module);
        });
  const component = lazy(() =>
    loaded
      ? // A thenable React resolves in the same render (a Promise would take a microtask).
        ({ then: (resolve: (module: Module<P>) => void) => resolve(loaded as Module<P>) } as unknown as Promise<Module<P>>)
      : load().then((module) => (loaded = withEarlyInputCommit(module))),
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
