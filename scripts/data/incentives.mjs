// Builds domain/data/incentives.json from ../shared/data/incentives.csv (see SOURCES.md there).
// Copies every fact as researched; only reshapes: typed columns, readable source labels, and a
// safer official link where the researcher could not confirm the deep URL (home page instead).
// Two outputs: domain/data/incentives.json ships with the incentives page, so it holds only what the
// page shows (source labels, dates, links); the full source references and research notes go to
// domain/data/incentives-research.json (never imported by the app), keyed by the same ids.
import { readCsv, writeJson } from "./_shared.mjs";

const STATUSES = new Set(["active", "ended", "paused", "unknown", "proposed"]);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function fail(id, message) {
  console.error(`incentives.csv row ${id}: ${message}`);
  process.exit(1);
}

/** "2026-04-14" or "" → the date or null; anything else stops the build. */
function date(id, column, value) {
  if (!value) return null;
  if (!ISO_DATE.test(value)) fail(id, `${column} is not an ISO date: ${value}`);
  return value;
}

/** One source reference → a short label a person can read on a card (the full reference is kept beside it). */
function sourceLabel(reference) {
  const text = reference.trim();
  const rewiring = /^github:rewiringamerica\/\S+\s+(\S+)\s+@\w+(?:\s+\(([^)]+)\))?/.exec(text);
  if (rewiring) {
    const dataset = rewiring[1].includes("ira_incentives") ? "federal incentive data" : "California incentive data";
    return { label: `Rewiring America ${dataset}${rewiring[2] ? ` (${rewiring[2]})` : ""}` };
  }
  if (/^https?:\/\//.test(text)) {
    const host = new URL(text).hostname.replace(/^www\./, "");
    return { label: host };
  }
  const published = /^Published source files \(([^,)]+)/.exec(text);
  if (published) return { label: published[1].replace(/ source$/, "") };
  return { label: text };
}

/** The researcher flagged some deep links as unread or inferred: link the official home page instead. */
function officialLink(row) {
  const unsure = /URL not read|path inferred|Link not read|Link is .*home page/i.test(row.note);
  const url = new URL(row.link);
  if (!unsure || url.pathname === "/" || url.pathname === "") return { link: row.link, linkIsHomePage: url.pathname === "/" };
  return { link: `${url.protocol}//${url.host}/`, linkIsHomePage: true };
}

/**
 * Who a program is for, from its incentive_type: "new" or "used" cars, "both", or "n/a" (chargers,
 * panels and rate credits are not about the car; decals and toll discounts came with any EV). The
 * plan counts a new-only or used-only program only once the person says which they are buying.
 */
const PURCHASE_BY_TYPE = {
  "New vehicle": "new",
  "Used vehicle": "used",
  "Used vehicle (BEV)": "used",
  "New or used vehicle": "both",
  Charger: "n/a",
  "Panel upgrade": "n/a",
  "Charging credit": "n/a",
  "HOV decal": "both",
  "Toll discount": "both",
};

/**
 * Income tiers that replace a standard tier of the same program, derived from the ids: an
 * income-qualified row `<base>-plus` or `<base>-income` replaces `<base>-standard` or `<base>`
 * (pge-/sce-/sdge-pre-owned-ev-rebate-plus → -standard, ladwp-used-ev-rebate-income →
 * ladwp-used-ev-rebate, pge-residential-charging-solutions-income → -standard). A household gets one
 * tier, not both, so the plan counts the tier instead of the standard amount. The pair must be the
 * same entity and the same type, or the build stops. Adders keep another suffix
 * (ladwp-ev-charger-rebate-income-adder stacks on the charger rebate, per its note) and replace nothing.
 */
function replacedStandard(row, byId) {
  if (row.income_qualified !== "true") return null;
  const tier = /^(.+)-(plus|income)$/.exec(row.id);
  if (!tier) return null;
  const standard = byId.get(`${tier[1]}-standard`) ?? byId.get(tier[1]);
  if (!standard) return null;
  if (standard.income_qualified === "true") fail(row.id, `its standard tier ${standard.id} is income-qualified too`);
  if (standard.entity !== row.entity || standard.incentive_type !== row.incentive_type) {
    fail(row.id, `tier and standard ${standard.id} differ in entity or type`);
  }
  return standard.id;
}

const rows = readCsv("incentives.csv");
const rowsById = new Map(rows.map((row) => [row.id, row]));
const seen = new Set();
const incentives = rows.map((row) => {
  const id = row.id;
  if (!id || seen.has(id)) fail(id, "missing or duplicate id");
  seen.add(id);
  if (!STATUSES.has(row.status)) fail(id, `unknown status ${row.status}`);
  const purchase = PURCHASE_BY_TYPE[row.incentive_type];
  if (!purchase) fail(id, `unknown incentive_type ${row.incentive_type}`);
  if (!["true", "false", ""].includes(row.income_qualified)) fail(id, `income_qualified ${row.income_qualified}`);
  const amountMax = row.amount_max_usd === "" ? null : Number(row.amount_max_usd);
  if (amountMax !== null && !Number.isFinite(amountMax)) fail(id, `amount_max_usd ${row.amount_max_usd}`);
  const sources = row.source
    .split(/;\s+/)
    .filter(Boolean)
    .map((reference) => ({ label: sourceLabel(reference).label, reference: reference.trim() }))
    // Two pages of one site read the same on a card: keep the first of each label.
    .filter((source, index, all) => all.findIndex((other) => other.label === source.label) === index);
  return {
    id,
    entity: row.entity,
    incentiveType: row.incentive_type,
    geography: row.geography,
    region: row.region,
    utilityKeys: row.utility_keys ? row.utility_keys.split("|") : [],
    // Empty only on the placeholder rows (no program found); they are hidden in the UI.
    incomeQualified: row.income_qualified === "true",
    purchase,
    replaces: replacedStandard(row, rowsById),
    amountText: row.amount_text,
    amountMaxUsd: amountMax,
    status: row.status,
    endsOn: date(id, "ends_on", row.ends_on),
    endedOn: date(id, "ended_on", row.ended_on),
    ...officialLink(row),
    shortDescription: row.short_description,
    sources,
    lastChecked: date(id, "last_checked", row.last_checked),
    note: row.note,
  };
});

// Statuses were researched on 2026-11-22 and fact-checked on 2026-11-23 (BAAQMD no longer funds
// hybrids; the proposed first-time-buyer incentive added as unknown), see SOURCES.md.
const STATUS_AS_OF = "2026-11-23";
const SOURCE = `../shared/data/incentives.csv (researched 2026-11-22, checked ${STATUS_AS_OF}; provenance in SOURCES.md)`;

writeJson("domain/data/incentives.json", {
  source: SOURCE,
  statusAsOf: STATUS_AS_OF,
  incentives: incentives.map(({ sources, note: _note, ...incentive }) => ({
    ...incentive,
    sources: sources.map(({ label }) => ({ label })),
  })),
});

writeJson("domain/data/incentives-research.json", {
  source: SOURCE,
  statusAsOf: STATUS_AS_OF,
  incentives: incentives.map(({ id, sources, note }) => ({ id, sources, note })),
});
