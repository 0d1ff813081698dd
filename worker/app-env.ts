// Hono typing for the Worker: bindings from `wrangler types` (worker-configuration.d.ts) plus
// secrets, and the per-request variables our middleware sets.
export interface Secrets {
  /** Resend API key. Unset locally: magic links go to the dev mailbox instead. */
  RESEND_API_KEY?: string;
  /** NREL developer API key for the daily AFDC station refresh. Unset: the refresh is skipped. */
  NREL_API_KEY?: string;
  /** Sender for sign-in emails, e.g. "PlugPlan <no-reply@example.com>" (a var in wrangler.toml). */
  EMAIL_FROM: string;
  /** Cloudflare Turnstile secret. With TURNSTILE_SITE_KEY (a var) it turns the sign-in check on. */
  TURNSTILE_SECRET_KEY?: string;
}

export type Bindings = Env & Secrets;

export interface Variables {
  requestId: string;
  /** Inline code a page's HTML carries (prerendered pages): allowed by hash in its CSP. */
  cspHashes?: { script: string[]; style: string[] };
}

export interface AppEnv {
  Bindings: Bindings;
  Variables: Variables;
}
