// The account API as the account page calls it (worker/routes/account.ts).
import { apiFetch, getJson, postJson } from "../../lib/api";

export interface DeviceSession {
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  current: boolean;
}

/** A dealer page this person may edit (worker/services/account.ts DealerRole). */
export interface DealerRole {
  slug: string;
  dealerName: string;
  grantedAt: string;
}

export interface AccountSummary {
  email: string;
  createdAt: string;
  sessions: DeviceSession[];
  dealerRoles: DealerRole[];
}

export function fetchAccount() {
  return getJson<AccountSummary>("/api/account");
}

/** The export as a file: its contents and the name the server gave it. */
export async function downloadAccountData(): Promise<{ blob: Blob; filename: string }> {
  const response = await apiFetch("/api/account/export");
  const disposition = response.headers.get("content-disposition") ?? "";
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? "plugplan-data.json";
  return { blob: await response.blob(), filename };
}

export function deleteAccount() {
  return postJson<{ ok: true }>("/api/account/delete", { confirm: true });
}
