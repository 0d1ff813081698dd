// Types for dealer-sql.mjs (the worker tests run the CLI's SQL against real D1).
export function sqlLiteral(value: string | number | null | undefined): string;
export function auditSql(slug: string, actor: string, action: string, detail: unknown): string;
export function insertDealersSql(records: readonly Record<string, unknown>[], options: { actor: string; ignoreExisting?: boolean }): string[];
export function updateDealersSql(updates: readonly ({ slug: string } & Record<string, unknown>)[], options: { actor: string; nowMs: number }): string[];
export function removeDealersSql(slugs: readonly string[], options: { actor: string }): string[];
export function grantSql(email: string, slug: string, options: { actor: string }): string[];
export function revokeSql(email: string, slug: string, options: { actor: string }): string[];
export const LIST_SQL: string;
export function existingSlugsSql(slugs: readonly string[]): string;
