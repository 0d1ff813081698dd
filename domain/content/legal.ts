// Shared shape of the Terms of Service and Privacy Policy text. Content lives in domain/ so a
// unit test can hold the section counts and key promises; the pages only render it.

/**
 * One date for both documents: update it whenever either text changes, so "Last updated" stays
 * true. `iso` feeds <time dateTime> and the sitemap; pages show it through Intl in the reader's
 * language (formatIsoDay), and `label` is the English form that gives ("November 23, 2026").
 */
export const LEGAL_LAST_UPDATED = { iso: "2026-11-23", label: "November 23, 2026" } as const;

/** Replaced on screen by the support address (a mailto link) from the SUPPORT_EMAIL var. */
export const EMAIL_PLACEHOLDER = "{email}";

export type LegalBlock = { kind: "p"; text: string } | { kind: "list"; items: readonly string[] };

export interface LegalSection {
  /** Stable anchor id for the table of contents and deep links. */
  id: string;
  heading: string;
  blocks: readonly LegalBlock[];
}

export const p = (text: string): LegalBlock => ({ kind: "p", text });
export const list = (...items: string[]): LegalBlock => ({ kind: "list", items });
