// Programs for every state (issue 33): the shape of one state's shard, web/public/data/programs/<ST>.json,
// built by scripts/data/programs.mjs from Rewiring America's incentive data merged with our California
// list. Zod-free: ./programs.schema.ts checks the files (tests, and the browser where it reads one)
// and imports these types; this module never imports it back.

/** What the money is for (Rewiring America's EV items, plus our California list's own kinds). */
export const PROGRAM_ITEMS = [
  "new-ev",
  "used-ev",
  "new-phev",
  "used-phev",
  "charger",
  "panel",
  "wiring",
  "service-upgrade",
  /** Our list: a rate credit for charging (no one-off amount). */
  "charging-credit",
  /** Our list: HOV decals and toll discounts (no cash value). */
  "perk",
] as const;
export type ProgramItem = (typeof PROGRAM_ITEMS)[number];

export const AUTHORITY_TYPES = ["federal", "state", "utility", "gas_utility", "county", "city", "other"] as const;
export type AuthorityType = (typeof AUTHORITY_TYPES)[number];

export const PROGRAM_STATUSES = ["active", "paused", "ended", "unknown", "proposed"] as const;
export type ProgramStatus = (typeof PROGRAM_STATUSES)[number];

export const FILING_STATUSES = ["single", "joint", "married_filing_separately", "hoh", "qualifying_widower_with_dependent_child"] as const;
export type FilingStatus = (typeof FILING_STATUSES)[number];

/** Annual income limits by household size: index 0 = 1 person. null = the data gives no limit for that size. */
export type LimitsBySize = (number | null)[];

/** An income limit as the data gives it, already in annual dollars (California's monthly tables ×12 in the build). */
export type IncomeRule =
  | { kind: "hhsize"; limits: LimitsBySize }
  /** By county geography id (the location's ids pick it), with the data's "other" fallback or null. */
  | { kind: "county"; byGeography: Record<string, LimitsBySize>; other: LimitsBySize | null }
  /** A percentage (80 or 150) of the ZIP's area median income, scaled by household size. */
  | { kind: "ami"; percent: number }
  /** A percentage of the federal poverty level for the household size. */
  | { kind: "fpl"; percent: number }
  /** An income range per tax filing status. */
  | { kind: "filing"; ranges: Record<FilingStatus, [number, number]> }
  /** Income-qualified, but no usable limit in our data: never counted until the program confirms. */
  | { kind: "unknown"; why: string };

export interface Program {
  /** Rewiring America's id (CO-651) or ours (sdge-pre-owned-ev-rebate-standard). */
  id: string;
  origin: "rewiring-america" | "plugplan";
  /** The Rewiring America rows this program stands for (ours may merge several; they are not in the shard again). */
  raIds: string[];
  programName: string;
  authorityName: string;
  authorityType: AuthorityType;
  items: ProgramItem[];
  /** What the data says the money is, in its words (Rewiring America's short description, or ours). */
  amountText: string;
  /** Rewiring America's own Spanish for amountText (short_description.es), null where it has none (our California list). */
  amountTextEs: string | null;
  /** Dollars a total may count (a flat sum or a percentage's maximum); null = no dollar figure to add. */
  maxUsd: number | null;
  paymentMethods: string[];
  owner: ("homeowner" | "renter")[];
  income: IncomeRule | null;
  /** The geography ids that reach it (its authority's), or nationwide (federal). Empty = no ZIP reaches it. */
  reach: "nationwide" | { anyOf: string[] };
  /** eligible_geo_group: the location must also touch one of these. */
  geoGroup: string[] | null;
  /** A gas company's program (SoCalGas is filed as an electric territory): never reaches an electric customer. */
  gasOnly: boolean;
  startsOn: string | null;
  /** The last day it is available (a period end resolved by the build), or null. */
  endsOn: string | null;
  status: ProgramStatus;
  /** Why the status differs from the data where we judged it (SOURCES.md's disagreements). */
  statusNote: string | null;
  /** The program's page, from the data (never made up). */
  url: string;
  /** Programs that supersede this one: where one of them applies, this one is hidden. */
  supersededBy: string[];
  /** Prerequisites: only together with these (never counted on its own). */
  requires: string[];
  /** A combined maximum across a group of programs. */
  combinedMax: { ids: string[]; maxUsd: number } | null;
  /** The data's date for this row (Rewiring America's last data commit, or our check date); null = undated. */
  checkedOn: string | null;
  sourceLabel: string;
  /** Our list's own description (Rewiring America rows: null, amountText says it). */
  description: string | null;
  /** Our list's placeholder rows (no program found): never shown. */
  placeholder: boolean;
}

/** Federal poverty levels for the state (AK, HI or the 48 states): index = household size, 0 unused. */
export interface PovertyLevels {
  levels_by_hhsize: number[];
  per_additional: number;
}

export interface ProgramShard {
  state: string;
  credit: string;
  licence: string;
  /** Rewiring America's last data commit (2026-07-13). */
  dataDate: string;
  /** The copy we hold (repository HEAD, 2026-08-06). */
  copyDate: string;
  /** California: our list's status date, else null. */
  ourListAsOf: string | null;
  /** False where Rewiring America has no program for the state (federal rows only). */
  hasStateData: boolean;
  fpl: PovertyLevels;
  /** Whether web/public/data/programs/ami/<ST>.json exists (a program is limited by AMI). */
  amiFile: boolean;
  programs: Program[];
}

/** web/public/data/programs/ami/<ST>.json: each ZIP's 4-person AMI at 80 % and 150 %. */
export interface AmiShard {
  state: string;
  source: string;
  dataDate: string;
  ami: Record<string, [number, number]>;
}

/** Where the shards are served from (fetched per state, never bundled). */
export function programShardPath(state: string): string {
  return `/data/programs/${state.toUpperCase()}.json`;
}

export function amiShardPath(state: string): string {
  return `/data/programs/ami/${state.toUpperCase()}.json`;
}
