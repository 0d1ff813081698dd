// Accounts are created on the first successful sign-in (never when a link is merely requested),
// so unverified addresses never become users.
import { eq } from "drizzle-orm";
import { createDb } from "../db/client";
import { progress, users } from "../db/schema";

export interface UserRecord {
  id: string;
  email: string;
}

/** The user for a verified address, creating it (and its empty progress row) the first time. */
export async function findOrCreateUser(d1: D1Database, email: string): Promise<UserRecord> {
  const db = createDb(d1);
  const id = crypto.randomUUID();
  await db.insert(users).values({ id, email }).onConflictDoNothing({ target: users.email });
  const [user] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.email, email)).limit(1);
  if (!user) throw new Error("user row missing right after insert");
  await db.insert(progress).values({ userId: user.id }).onConflictDoNothing();
  return user;
}
