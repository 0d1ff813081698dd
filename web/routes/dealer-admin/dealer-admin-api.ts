// The /dealer page's calls to /api/dealer-admin (worker/routes/dealer-admin.ts). The Worker
// validates every body with zod and answers errors as JSON {message}; this module only shapes them.
import type { DealerAdminView } from "../../../domain/contracts/dealer-admin";
import type { DealerRecord } from "../../../domain/dealers/model";
import type { DealerPageEdit } from "../../../domain/dealers/dealers.schema";
import * as m from "../../../domain/i18n/messages";
import { ApiError, getJson, postJson } from "../../lib/api";
import { localeHeaders } from "../../lib/auth/auth-api";

export type MeResult = { status: "signed-out" } | { status: "ok"; slugs: string[] };

export async function fetchMe(): Promise<MeResult> {
  try {
    return { status: "ok", ...(await getJson<{ slugs: string[] }>("/api/dealer-admin/me")) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { status: "signed-out" };
    throw error;
  }
}

// Each call sends the page's language, so the Worker's refusals (not on staff, …) come back in it.
export const fetchDealerView = (slug: string) => getJson<DealerAdminView>(`/api/dealer-admin/${encodeURIComponent(slug)}`, localeHeaders());

export const saveDealerPage = (slug: string, body: DealerPageEdit) =>
  postJson<{ dealer: DealerRecord }>(`/api/dealer-admin/${encodeURIComponent(slug)}`, body, localeHeaders());

export const uploadLogo = (slug: string, contentType: string, data: string) =>
  postJson<{ dealer: DealerRecord }>(`/api/dealer-admin/${encodeURIComponent(slug)}/logo`, { contentType, data }, localeHeaders());

export const removeLogo = (slug: string) =>
  postJson<{ dealer: DealerRecord }>(`/api/dealer-admin/${encodeURIComponent(slug)}/logo/remove`, {}, localeHeaders());

/** The server's message, with "offers.0.endDate" written as "Offer 1, end date" for a person. */
export function errorText(error: unknown): string {
  const message = error instanceof ApiError ? (error.serverMessage ?? error.message) : m.dealeradmin_unreachable_retry();
  return humanizeFieldPath(message);
}

const LABELS: Record<string, string> = {
  offers: "Offer",
  installers: "Partner installer",
  faq: "Question",
  startDate: "start date",
  endDate: "end date",
  licenseNumber: "license number",
  serviceAreas: "service areas",
  bestFor: "best for",
};

export function humanizeFieldPath(message: string): string {
  return message.replace(/^(offers|installers|faq)\.(\d+)\.(\w+)(?:\.\d+)?: /, (_match, list: string, index: string, field: string) => {
    return `${LABELS[list]} ${Number(index) + 1}, ${LABELS[field] ?? field}: `;
  });
}
