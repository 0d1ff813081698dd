// Hono typing for the Worker: bindings from `wrangler types` (worker-configuration.d.ts) plus
// secrets, and the per-request variables our middleware sets.

export interface Secrets {
  /** Resend API key. Unset locally: magic links go to the dev mailbox instead. */
  RESEND_API_KEY?: string;
}

export type Bindings = Env & Secrets;

export interface Variables {
  requestId: string;
}

export interface AppEnv {
  Bindings: Bindings;
  Variables: Variables;
}
