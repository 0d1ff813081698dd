// SQL for the dealer registry, shared by the operator CLI (scripts/dealers.mjs) and the seed
// migration (migrations/0004_dealer_seed.sql is this module's output for domain/dealers/seed.json;
// scripts/dealers.test.ts checks they agree). Values are always written as SQL literals with
// quotes doubled: wrangler d1 execute takes a file of statements, not bound parameters.
// Every change also writes a dealer_audit row (who, when, what).

/** A SQL literal: NULL, a number, or a single-quoted string with quotes doubled. */
export function sqlLiteral(value) {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return String(value);
  }
  return `'${String(value).replaceAll("'", "''")}'`;
}

const DEALER_COLUMNS = ["slug", "name", "city", "brand", "website", "phone", "offers", "installers", "faq"];

function dealerValues(dealer) {
  return [
    dealer.slug,
    dealer.name,
    dealer.city,
    dealer.brand,
    dealer.website,
    dealer.phone,
    JSON.stringify(dealer.offers),
    JSON.stringify(dealer.installers),
    JSON.stringify(dealer.faq),
  ];
}

export function auditSql(slug, actor, action, detail) {
  return `INSERT INTO dealer_audit (slug, actor, action, detail) VALUES (${sqlLiteral(slug)}, ${sqlLiteral(actor)}, ${sqlLiteral(action)}, ${sqlLiteral(JSON.stringify(detail))});`;
}

/** Adds dealers (validated DealerInput records). `ignoreExisting` for the seed: never overwrite a live row. */
export function insertDealersSql(records, { actor, ignoreExisting = false }) {
  const verb = ignoreExisting ? "INSERT OR IGNORE" : "INSERT";
  return records.flatMap((dealer) => [
    `${verb} INTO dealers (${DEALER_COLUMNS.join(", ")}) VALUES (${dealerValues(dealer).map(sqlLiteral).join(", ")});`,
    auditSql(dealer.slug, actor, "dealer.add", { record: dealer }),
  ]);
}

const UPDATABLE = {
  name: (v) => v,
  city: (v) => v,
  brand: (v) => v,
  website: (v) => v,
  phone: (v) => v,
  offers: (v) => JSON.stringify(v),
  installers: (v) => JSON.stringify(v),
  faq: (v) => JSON.stringify(v),
};

/** Replaces the fields each update names (validated DealerUpdate records); the slug is the key. */
export function updateDealersSql(updates, { actor, nowMs }) {
  return updates.flatMap((update) => {
    const fields = Object.keys(update).filter((key) => key in UPDATABLE && update[key] !== undefined);
    if (fields.length === 0) return [];
    const sets = fields.map((key) => `${key} = ${sqlLiteral(UPDATABLE[key](update[key]))}`);
    sets.push(`updated_at = ${sqlLiteral(nowMs)}`);
    const changes = Object.fromEntries(fields.map((key) => [key, update[key]]));
    return [
      `UPDATE dealers SET ${sets.join(", ")} WHERE slug = ${sqlLiteral(update.slug)};`,
      auditSql(update.slug, actor, "dealer.update", { changed: fields, after: changes }),
    ];
  });
}

/** Removes dealers; their staff grants go with them (ON DELETE CASCADE); audit rows and counts stay. */
export function removeDealersSql(slugs, { actor }) {
  return slugs.flatMap((slug) => [
    `DELETE FROM dealers WHERE slug = ${sqlLiteral(slug)};`,
    auditSql(slug, actor, "dealer.remove", {}),
  ]);
}

export function grantSql(email, slug, { actor }) {
  return [
    `INSERT OR IGNORE INTO dealer_staff (email, slug, granted_by) VALUES (${sqlLiteral(email)}, ${sqlLiteral(slug)}, ${sqlLiteral(actor)});`,
    auditSql(slug, actor, "staff.grant", { email }),
  ];
}

export function revokeSql(email, slug, { actor }) {
  return [
    `DELETE FROM dealer_staff WHERE email = ${sqlLiteral(email)} AND slug = ${sqlLiteral(slug)};`,
    auditSql(slug, actor, "staff.revoke", { email }),
  ];
}

export const LIST_SQL = `SELECT d.slug, d.name, d.city, d.brand, json_array_length(d.offers) AS offers, json_array_length(d.installers) AS installers, (SELECT group_concat(s.email, ' ') FROM dealer_staff s WHERE s.slug = d.slug) AS staff FROM dealers d ORDER BY d.slug;`;

export function existingSlugsSql(slugs) {
  return `SELECT slug FROM dealers WHERE slug IN (${slugs.map(sqlLiteral).join(", ")});`;
}

/** Registered slugs with the same match key as any of these (hyphens aside; see dealerMatchKey). */
export function sameAddressSlugsSql(matchKeys) {
  return `SELECT slug FROM dealers WHERE replace(slug, '-', '') IN (${matchKeys.map(sqlLiteral).join(", ")});`;
}
