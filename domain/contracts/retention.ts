// How long each kind of record is kept after it stops being useful: the Worker's daily purge
// (worker/services/account.ts purgeExpired) deletes by these, and the privacy policy states them
// (domain/content/privacy.ts), so the two cannot drift apart.

const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

export const RETENTION = {
  /** Sign-in link records (also the record of each email sent): a day after they expire. */
  signInLinksMs: DAY_MS,
  /** Rate-limit counters left in D1 from before the LimitCounter objects: the longest window was an hour. */
  rateLimitsMs: HOUR_MS,
} as const;
