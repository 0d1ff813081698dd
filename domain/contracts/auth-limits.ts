// Sign-in lifetimes, shared by the Worker and the SPA. Zod-free: the sign-in page shows the link
// lifetime without loading the request schemas in ./auth.schema.ts.

/** How long an emailed sign-in link works. */
export const MAGIC_LINK_TTL_MINUTES = 15;
/** How long a session lasts after sign-in (cookie Max-Age and KV TTL). */
export const SESSION_TTL_DAYS = 30;
