// Local development only: sign-in emails that could not be sent (no RESEND_API_KEY) are kept in
// KV for an hour so /dev/mailbox can show them. Each entry lives in the key's metadata, so one
// list() call returns the whole mailbox.

const PREFIX = "dev-outbox:";
const OUTBOX_TTL_SECONDS = 60 * 60;
/** Keys sort ascending; inverting the time puts the newest message first. */
const TIME_CEILING = 10 ** 15;

export interface OutboxEntry {
  to: string;
  subject: string;
  link: string;
  sentAt: number;
  expiresAt: number;
}

export async function addToOutbox(kv: KVNamespace, entry: OutboxEntry): Promise<void> {
  const order = String(TIME_CEILING - entry.sentAt).padStart(16, "0");
  const key = `${PREFIX}${order}:${crypto.randomUUID()}`;
  await kv.put(key, "", { expirationTtl: OUTBOX_TTL_SECONDS, metadata: entry });
}

/** Newest first; optionally only the messages to one address. */
export async function listOutbox(kv: KVNamespace, to?: string): Promise<OutboxEntry[]> {
  const listed = await kv.list<OutboxEntry>({ prefix: PREFIX, limit: 100 });
  const entries = listed.keys.flatMap((key) => (key.metadata ? [key.metadata] : []));
  return to ? entries.filter((entry) => entry.to === to.trim().toLowerCase()) : entries;
}

/** Removes every queued message to `to` (account deletion). */
export async function removeFromOutbox(kv: KVNamespace, to: string): Promise<void> {
  const address = to.trim().toLowerCase();
  let cursor: string | undefined;
  do {
    const listed: KVNamespaceListResult<OutboxEntry> = await kv.list<OutboxEntry>({ prefix: PREFIX, cursor });
    const mine = listed.keys.filter((key) => key.metadata?.to === address);
    await Promise.all(mine.map((key) => kv.delete(key.name)));
    cursor = listed.list_complete ? undefined : listed.cursor;
  } while (cursor);
}
