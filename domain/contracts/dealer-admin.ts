// What GET /api/dealer-admin/:slug answers (worker/routes/dealer-admin.ts builds it from
// worker/services/dealers.ts; the /dealer page reads it).
import type { DealerRecord } from "../dealers/model";

/** One California day of anonymous counts for a dealer page. */
export interface DailyCounts {
  day: string;
  visit: number;
  plan_started: number;
  plan_completed: number;
  plan_shared: number;
}

/** One change to the dealer's record: who, what, when. */
export interface AuditEntry {
  actor: string;
  action: string;
  detail: unknown;
  createdAt: number;
}

export interface DealerAdminView {
  dealer: DealerRecord;
  counts: DailyCounts[];
  audit: AuditEntry[];
}
