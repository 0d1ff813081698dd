// What GET /api/account answers (worker/services/account.ts builds it, the account page reads it).

export interface DeviceSession {
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  /** The session this request came with. */
  current: boolean;
}

/** A dealer page the person may edit (a dealer_staff row for their email), with the dealer's name. */
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
