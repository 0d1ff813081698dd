// The dealer pages the signed-in person may edit (their dealer-staff roles, issue 19), said plainly.
// Shown only to dealer staff: for everyone else there is nothing to say.
import { Link } from "react-router";
import * as m from "../../../domain/i18n/messages";
import { href } from "../../../domain/routes";
import type { DealerRole } from "./account-api";

export function dealerRoleSentence(role: DealerRole): string {
  return m.account_dealer_role({ dealer: role.dealerName });
}

export function DealerRolesSection({ roles }: { roles: readonly DealerRole[] }) {
  if (roles.length === 0) return null;
  return (
    <section className="card account__section" aria-labelledby="dealer-roles-title">
      <h2 id="dealer-roles-title">{m.account_dealer_roles_title()}</h2>
      <ul>
        {roles.map((role) => (
          <li key={role.slug}>
            {dealerRoleSentence(role)} (/{role.slug}).
          </li>
        ))}
      </ul>
      <p className="account__note">
        {m.account_dealer_note_before()}
        <Link to={href("dealer-admin")}>{m.account_dealer_note_link()}</Link>
        {m.account_dealer_note_after()}
      </p>
    </section>
  );
}
