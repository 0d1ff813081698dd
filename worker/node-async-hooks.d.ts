// The one Node API the Worker uses (nodejs_compat in wrangler.toml provides it): the request's
// async context, which carries its language (worker/i18n.ts). Declared here rather than pulling
// every Node global into the Worker's types.
declare module "node:async_hooks" {
  export class AsyncLocalStorage<T> {
    getStore(): T | undefined;
    run<R>(store: T, callback: () => R): R;
  }
}
