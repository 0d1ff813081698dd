// The account API as the account page calls it (worker/routes/account.ts).
import { apiFetch, getJson, postJson } from "../../lib/api";
import { localeHeaders } from "../../lib/auth/auth-api";

export type { AccountSummary, DealerRole, DeviceSession } from "../../../domain/contracts/account";
import type { AccountSummary } from "../../../domain/contracts/account";

export function fetchAccount() {
  return getJson<AccountSummary>("/api/account");
}

/** The export as a file: its contents and the name the server gave it. */
export async function downloadAccountData(): Promise<{ blob: Blob; filename: string }> {
  // The page's language, so a refusal (the hourly limit) comes back in it.
  const response = await apiFetch("/api/account/export", localeHeaders());
  const disposition = response.headers.get("content-disposition") ?? "";
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? "plugplan-data.json";
  return { blob: await response.blob(), filename };
}

export function deleteAccount() {
  return postJson<{ ok: true }>("/api/account/delete", { confirm: true });
}
