// The dealer pages the signed-in person may edit (their dealer-staff roles, issue 19), said plainly.
// Shown only to dealer staff: for everyone else there is nothing to say.
import { Link } from "react-router";
import { href } from "../../../domain/routes";
import type { DealerRole } from "./account-api";

export function dealerRoleSentence(role: DealerRole): string {
  return `You can edit the dealer page of ${role.dealerName}`;
}

export function DealerRolesSection({ roles }: { roles: readonly DealerRole[] }) {
  if (roles.length === 0) return null;
  return (
    <section className="card account__section" aria-labelledby="dealer-roles-title">
      <h2 id="dealer-roles-title">Your dealer pages</h2>
      <ul>
        {roles.map((role) => (
          <li key={role.slug}>
            {dealerRoleSentence(role)} (/{role.slug}).
          </li>
        ))}
      </ul>
      <p className="account__note">
        Make changes on <Link to={href("dealer-admin")}>Your dealer page</Link>. PlugPlan gives and removes dealer-staff access.
      </p>
    </section>
  );
}
