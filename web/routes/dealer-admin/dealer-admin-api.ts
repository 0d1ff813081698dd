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

// Worded at each call, in the page's language: the Worker's message after the field is already in
// it (the page sends its language), so the field must be too.
const ITEM_LABELS: Record<string, (inputs: { number: string }) => string> = {
  offers: m.dealeradmin_error_offer,
  installers: m.dealeradmin_error_installer,
  faq: m.dealeradmin_error_question,
};

const FIELD_LABELS: Record<string, () => string> = {
  offers: m.dealeradmin_error_offers,
  installers: m.dealeradmin_error_installers,
  faq: m.dealeradmin_error_faq,
  name: m.dealeradmin_error_name,
  city: m.dealeradmin_error_city,
  id: m.dealeradmin_error_id,
  title: m.dealeradmin_error_title,
  amount: m.dealeradmin_error_amount,
  details: m.dealeradmin_error_details,
  terms: m.dealeradmin_error_terms,
  bestFor: m.dealeradmin_error_best_for,
  startDate: m.dealeradmin_error_start_date,
  endDate: m.dealeradmin_error_end_date,
  source: m.dealeradmin_error_source,
  company: m.dealeradmin_error_company,
  licenseNumber: m.dealeradmin_error_license,
  phone: m.dealeradmin_error_phone,
  website: m.dealeradmin_error_website,
  serviceAreas: m.dealeradmin_error_areas,
  question: m.dealeradmin_error_question_text,
  answer: m.dealeradmin_error_answer,
};

const fieldLabel = (field: string) => (Object.hasOwn(FIELD_LABELS, field) ? FIELD_LABELS[field]!() : field);

export function humanizeFieldPath(message: string): string {
  return message
    .replace(/^(offers|installers|faq)\.(\d+)\.(\w+)(?:\.\d+)?: /, (_match, list: string, index: string, field: string) => {
      return `${ITEM_LABELS[list]!({ number: String(Number(index) + 1) })}, ${fieldLabel(field)}: `;
    })
    .replace(/^(\w+): /, (_match, field: string) => `${fieldLabel(field)}: `);
}
