// A user's progress row in D1. Every write is a single SQL statement (plus an idempotent insert of
// the row if it does not exist yet), so concurrent requests cannot lose each other's changes:
// - flags: only true values are written, and only as 1: a false never unsets anything;
// - userInputs: merged key by key in SQL with json_patch; "" and 0 (the server's "not set"
//   defaults) remove the key, so the stored JSON holds only what the person actually entered;
// - calculations: replaced as a whole when sent.
import { eq, sql, type SQL } from "drizzle-orm";
import type { GuestMerge } from "../../domain/contracts/auth.schema";
import {
  CalculationsSchema,
  PartialUserInputsSchema,
  TASK_KEYS,
  type Calculations,
  type PartialUserInputs,
  type ProgressResponse,
  type ProgressUpdate,
  type UserInputs,
} from "../../domain/contracts/progress.schema";
import { computeDashboardPlan } from "../../domain/charging-plan/range-figures";
import { DEFAULT_USER_INPUTS } from "../../domain/progress/model";
import { createDb } from "../db/client";
import { progress } from "../db/schema";

/** The server-fed record's defaults (spec §3: text fields empty, numbers 0). */
export const SERVER_DEFAULT_INPUTS: UserInputs = Object.freeze({
  zipCode: "",
  annualMiles: 0,
  dailyMiles: 0,
  hoursParkedAtHome: 0,
  evType: "",
  evRange: 0,
  homeCharging: "",
  homeSetup: "",
  dealerSlug: "",
});

const isUnset = (value: unknown) => value === "" || value === 0 || value === undefined;

/** json_patch document for an update: set values, and null (= remove) for cleared ones. */
export function inputsPatch(partial: PartialUserInputs): Record<string, string | number | null> {
  return Object.fromEntries(Object.entries(partial).map(([key, value]) => [key, isUnset(value) ? null : value]));
}

/** Only the values a guest actually entered (never the defaults' empties). */
export function enteredInputs(partial: PartialUserInputs): Record<string, string | number> {
  return Object.fromEntries(Object.entries(partial).filter(([, value]) => !isUnset(value))) as Record<string, string | number>;
}

type ProgressRow = typeof progress.$inferSelect;

/** Stored JSON is re-validated field by field: one bad field never hides the others. */
function toResponse(row: ProgressRow | undefined): ProgressResponse {
  const userInputs: UserInputs = { ...SERVER_DEFAULT_INPUTS };
  let calculations: Calculations = {};
  if (row) {
    const storedInputs = safeJson(row.userInputs);
    for (const [key, value] of Object.entries(storedInputs)) {
      const field = PartialUserInputsSchema.safeParse({ [key]: value });
      if (field.success) Object.assign(userInputs, field.data);
    }
    const parsedCalculations = CalculationsSchema.safeParse(safeJson(row.calculations));
    if (parsedCalculations.success) calculations = parsedCalculations.data;
  }
  const flags = Object.fromEntries(TASK_KEYS.map((key) => [key, Boolean(row?.[key])]));
  return { ...(flags as Record<(typeof TASK_KEYS)[number], boolean>), userInputs, calculations };
}

function safeJson(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export async function getProgress(d1: D1Database, userId: string): Promise<ProgressResponse> {
  const [row] = await createDb(d1).select().from(progress).where(eq(progress.userId, userId)).limit(1);
  return toResponse(row);
}

type ProgressSet = {
  [K in keyof ProgressRow]?: ProgressRow[K] | SQL;
};

async function writeProgress(d1: D1Database, userId: string, set: ProgressSet, now: number): Promise<ProgressResponse> {
  const db = createDb(d1);
  const update = () =>
    db
      .update(progress)
      .set({ ...set, updatedAt: now })
      .where(eq(progress.userId, userId))
      .returning();
  // Sign-in creates the row (services/users.ts), so one UPDATE is the whole write: one statement,
  // one row written, per progress POST.
  const [updated] = await update();
  if (updated) return toResponse(updated);
  // No row yet (an account from before rows were made at sign-in): create it, then apply the change.
  const [, created] = await db.batch([db.insert(progress).values({ userId }).onConflictDoNothing(), update()]);
  return toResponse(created[0]);
}

function flagsSet(update: Partial<Record<(typeof TASK_KEYS)[number], boolean | undefined>>): ProgressSet {
  const set: ProgressSet = {};
  for (const key of TASK_KEYS) if (update[key] === true) set[key] = 1;
  return set;
}

/** POST /api/user/progress: flags set (never unset), inputs merged, calculations replaced. */
export async function updateProgress(
  d1: D1Database,
  userId: string,
  update: ProgressUpdate,
  now: number = Date.now(),
): Promise<ProgressResponse> {
  const set = flagsSet(update);
  if (update.userInputs && Object.keys(update.userInputs).length > 0) {
    set.userInputs = sql`json_patch(${progress.userInputs}, ${JSON.stringify(inputsPatch(update.userInputs))})`;
  }
  if (update.calculations) set.calculations = JSON.stringify(update.calculations);
  return writeProgress(d1, userId, set, now);
}

/**
 * Guest → account, once at sign-in: flags are OR-ed; inputs only fill what the account does not
 * have yet (json_patch(guest, account): the account's own values win every conflict).
 */
export async function mergeGuestProgress(
  d1: D1Database,
  userId: string,
  guest: GuestMerge,
  now: number = Date.now(),
): Promise<ProgressResponse> {
  const set = flagsSet(guest);
  const entered = enteredInputs(guest.userInputs ?? {});
  if (Object.keys(entered).length > 0) {
    set.userInputs = sql`json_patch(${JSON.stringify(entered)}, ${progress.userInputs})`;
  }
  const merged = await writeProgress(d1, userId, set, now);
  // A guest's plan figures live nowhere (the browser recomputes them), so an account that now has
  // a finished plan but no figures gets them here, from the merged answers, with the same
  // computation the wizard sends when a signed-in person finishes it. Without this the account
  // page's "plan figures" and the data download stayed empty ("calculations": {}) for everyone
  // who made their plan before signing in (issue 25).
  if (merged.chargingBasics && Object.keys(merged.calculations).length === 0) {
    return writeProgress(d1, userId, { calculations: JSON.stringify(computeDashboardPlan(clientInputs(merged.userInputs))) }, now);
  }
  return merged;
}

/** The record as the app reads it: "" and 0 are "not set", so the app's own defaults apply (as in the browser's snapshotFromServer). */
function clientInputs(stored: UserInputs): UserInputs {
  return { ...DEFAULT_USER_INPUTS, ...(enteredInputs(stored) as Partial<UserInputs>) };
}
