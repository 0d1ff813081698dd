// Who a request counts against in rate limits: the client's network, never something the client
// picks. In production Cloudflare's edge sets CF-Connecting-IP (a client cannot forge it there); the
// key is the address for IPv4 and its /64 for IPv6 (domain/net/address-prefix.ts), so rotating
// through one subscriber's 2^64 IPv6 addresses does not buy fresh buckets.
// In local development (wrangler dev) nothing stands between the client and the Worker, and
// miniflare keeps a CF-Connecting-IP the client sent, so the header is not trusted there. Every
// client of a dev server is this machine, so there is no client to tell apart: the answer is null
// and per-client limits do not apply (the global and per-recipient caps still do). One shared
// bucket instead would make the e2e suite, which signs in many times a minute, trip the limits.
// "test" (the worker tests) and "load" (`npm run load`'s server) play Cloudflare's edge and trust
// the header. Production is wrangler.toml's default (decision 0016), so a deploy has them all on.
import { addressBlock, addressPrefix, addressWideBlock } from "../../domain/net/address-prefix";
import type { Bindings } from "../app-env";

/** A request without a readable address (should not happen behind Cloudflare): one shared bucket. */
export const UNKNOWN_CLIENT = "unknown";

/** The rate-limit key of the client's network, or null in local development (no trusted address). */
export function clientNetwork(headers: Headers, env: Pick<Bindings, "ENVIRONMENT">): string | null {
  if (env.ENVIRONMENT === "development") return null;
  const address = headers.get("cf-connecting-ip");
  return (address && addressPrefix(address)) || UNKNOWN_CLIENT;
}

/**
 * The client's network block (IPv6 /48, IPv4 /24) for shares of a service-wide budget, or null in
 * local development, like clientNetwork.
 */
export function clientBlock(headers: Headers, env: Pick<Bindings, "ENVIRONMENT">): string | null {
  if (env.ENVIRONMENT === "development") return null;
  const address = headers.get("cf-connecting-ip");
  return (address && addressBlock(address)) || UNKNOWN_CLIENT;
}

/**
 * The client's /48 and /32 (IPv4: /24 and /16) for the sign-in budget's two shares, or null in
 * local development, like clientNetwork.
 */
export function clientBlocks(headers: Headers, env: Pick<Bindings, "ENVIRONMENT">): { narrow: string; wide: string } | null {
  if (env.ENVIRONMENT === "development") return null;
  const address = headers.get("cf-connecting-ip");
  const narrow = address && addressBlock(address);
  const wide = address && addressWideBlock(address);
  return narrow && wide ? { narrow, wide } : { narrow: UNKNOWN_CLIENT, wide: UNKNOWN_CLIENT };
}
