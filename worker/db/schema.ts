// D1 schema (drizzle). Migrations in migrations/ are generated from this file with
// `npm run db:generate` and are the single source of truth for the database.
import { sql } from "drizzle-orm";
import { integer, sqliteTable, text, index, primaryKey, uniqueIndex } from "drizzle-orm/sqlite-core";

const createdAt = () =>
  integer("created_at", { mode: "number" })
    .notNull()
    .default(sql`(unixepoch() * 1000)`);

export const users = sqliteTable("users", {
  id: text("id").primaryKey(),
  email: text("email").notNull().unique(),
  createdAt: createdAt(),
});

/** One row per user. Flags are 0/1 and only ever move from 0 to 1 (see services/progress). */
export const progress = sqliteTable("progress", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  chargingBasics: integer("charging_basics").notNull().default(0),
  homeCharger: integer("home_charger").notNull().default(0),
  publicCharging: integer("public_charging").notNull().default(0),
  maximizeSavings: integer("maximize_savings").notNull().default(0),
  automateCharging: integer("automate_charging").notNull().default(0),
  drivingTips: integer("driving_tips").notNull().default(0),
  batteryHealth: integer("battery_health").notNull().default(0),
  incentives: integer("incentives").notNull().default(0),
  /** JSON object of UserInputs (domain/contracts); merged key by key on update. */
  userInputs: text("user_inputs").notNull().default("{}"),
  /** JSON object of the last plan calculations sent by the client. */
  calculations: text("calculations").notNull().default("{}"),
  updatedAt: integer("updated_at", { mode: "number" })
    .notNull()
    .default(sql`(unixepoch() * 1000)`),
});

/** Magic-link tokens: only the SHA-256 of the token is stored. Single use via used_at. */
export const magicLinkTokens = sqliteTable(
  "magic_link_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    email: text("email").notNull(),
    next: text("next"),
    expiresAt: integer("expires_at", { mode: "number" }).notNull(),
    usedAt: integer("used_at", { mode: "number" }),
    /** Set when a newer link was sent to the same address: only the newest link works. */
    replacedAt: integer("replaced_at", { mode: "number" }),
    /**
     * SHA-256 of the random HttpOnly cookie of the browser that asked for the link (decision 0017):
     * the link signs in only there. Null for links issued before binding existed.
     */
    browserHash: text("browser_hash"),
    createdAt: createdAt(),
  },
  // expires_at: the daily purge finds expired links in bounded batches without a table scan.
  (t) => [index("magic_link_tokens_email_idx").on(t.email), index("magic_link_tokens_expires_at_idx").on(t.expiresAt)],
);

export const feedback = sqliteTable("feedback", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  page: text("page").notNull(),
  helpful: integer("helpful", { mode: "boolean" }).notNull(),
  comment: text("comment"),
  createdAt: createdAt(),
});

export const utilitySubmissions = sqliteTable("utility_submissions", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  utilityName: text("utility_name").notNull(),
  zipCode: text("zip_code"),
  createdAt: createdAt(),
});

/**
 * The index of a user's sessions (the records themselves live in KV): it lets "sign out
 * everywhere" find them all, and, being strongly consistent, it is what says a session is still
 * valid (a KV delete can take up to a minute to reach every location). Keyed by the SHA-256 of the
 * session id, like KV.
 */
export const sessions = sqliteTable(
  "sessions",
  {
    idHash: text("id_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
    /** Refreshed at most once an hour (see services/sessions.ts), so reads stay reads. */
    lastSeenAt: integer("last_seen_at", { mode: "number" }).notNull(),
    expiresAt: integer("expires_at", { mode: "number" }).notNull(),
  },
  // expires_at: the daily purge finds ended sessions in bounded batches without a table scan.
  (t) => [index("sessions_user_id_idx").on(t.userId), index("sessions_expires_at_idx").on(t.expiresAt)],
);

/**
 * Fixed-window counters of the former D1 rate limits. Nothing writes them any more (long windows
 * live in LimitCounter objects, worker/durable/limit-counter.ts, since issue 24); the daily purge
 * empties what is left, in bounded batches on the window_start index.
 */
export const rateLimits = sqliteTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    windowStart: integer("window_start", { mode: "number" }).notNull(),
    count: integer("count").notNull(),
  },
  (t) => [index("rate_limits_window_start_idx").on(t.windowStart)],
);

/**
 * Public charging stations refreshed by the Cron Trigger from the AFDC API (worker/services/
 * station-refresh.ts), in the same grid-cell format as the committed snapshot in
 * web/public/data/stations/. A refresh writes a new generation of cells, then points the index at
 * it, then deletes older generations, so readers never see half a refresh. Empty until the first
 * refresh: the committed snapshot is the default.
 */
export const stationCells = sqliteTable(
  "station_cells",
  {
    generation: integer("generation").notNull(),
    key: text("key").notNull(),
    body: text("body").notNull(),
  },
  (t) => [primaryKey({ columns: [t.generation, t.key] })],
);

/**
 * The station refresh's staging area (issue 28): each queue message stores the pages it fetched
 * for one state (or one slice of a big state) under the run's id, so a failed state is retried
 * alone and the others are kept. `last` marks a state's final slice; when every state has one, the
 * write steps build the cells from these rows, and the switch deletes the run's rows.
 */
export const stationRefreshPages = sqliteTable(
  "station_refresh_pages",
  {
    run: integer("run").notNull(),
    state: text("state").notNull(),
    offset: integer("offset").notNull(),
    last: integer("last").notNull(),
    body: text("body").notNull(),
  },
  (t) => [primaryKey({ columns: [t.run, t.state, t.offset] })],
);

/** One row (id 1): the current generation and its index JSON (states, as-of dates, cells). */
export const stationIndex = sqliteTable("station_index", {
  id: integer("id").primaryKey(),
  generation: integer("generation").notNull(),
  body: text("body").notNull(),
  refreshedAt: text("refreshed_at").notNull(),
});

/**
 * The dealer registry (issue 15): one row per dealer page. Offers, partner installers and extra
 * FAQ entries are JSON arrays validated by domain/dealers/dealers.schema.ts on every write and read: they
 * are always edited and shown as a whole page, never queried one by one.
 */
export const dealers = sqliteTable(
  "dealers",
  {
  slug: text("slug").primaryKey(),
  name: text("name").notNull(),
  city: text("city"),
  brand: text("brand").notNull(),
  website: text("website"),
  phone: text("phone"),
  /** R2 key of the logo (DEALER_LOGOS), or null: the page shows a wordmark. */
  logoKey: text("logo_key"),
  offers: text("offers").notNull().default("[]"),
  installers: text("installers").notNull().default("[]"),
  faq: text("faq").notNull().default("[]"),
  createdAt: createdAt(),
  updatedAt: integer("updated_at", { mode: "number" })
    .notNull()
    .default(sql`(unixepoch() * 1000)`),
  },
  // Slugs that differ only by hyphens are one dealer (domain/dealers/slug.ts dealerMatchKey): the
  // registry refuses a second one, and the Worker finds a dealer by this key in one indexed read
  // and answers any other spelling with a 301 to the registered slug.
  (table) => [uniqueIndex("dealers_match_key").on(sql`replace(${table.slug}, '-', '')`)],
);

/** Who may edit which dealer page: an email (the magic-link identity) and one slug per row. */
export const dealerStaff = sqliteTable(
  "dealer_staff",
  {
    email: text("email").notNull(),
    slug: text("slug")
      .notNull()
      .references(() => dealers.slug, { onDelete: "cascade" }),
    grantedBy: text("granted_by").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.email, t.slug] }), index("dealer_staff_slug_idx").on(t.slug)],
);

/** Every change to a dealer: who (email or "operator"), when, what (action + JSON detail). Kept after a dealer is removed. */
export const dealerAudit = sqliteTable(
  "dealer_audit",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    slug: text("slug").notNull(),
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    detail: text("detail").notNull().default("{}"),
    createdAt: createdAt(),
  },
  (t) => [index("dealer_audit_slug_idx").on(t.slug, t.createdAt)],
);

/** Anonymous daily counts per dealer page: no person, cookie or IP is stored, only a number per day and event. */
export const dealerDailyCounts = sqliteTable(
  "dealer_daily_counts",
  {
    slug: text("slug").notNull(),
    /** YYYY-MM-DD in California time. */
    day: text("day").notNull(),
    /** visit | plan_started | plan_completed | plan_shared */
    event: text("event").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.slug, t.day, t.event] })],
);
