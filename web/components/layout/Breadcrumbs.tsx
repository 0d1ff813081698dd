// The trail above a guide's or tool's heading. domain/breadcrumbs.ts decides it; the page's
// BreadcrumbList (JSON-LD) is built from the same trail, so what search reads is what people see.
import { Link } from "react-router";
import { breadcrumbsFor } from "../../../domain/breadcrumbs";
import { findRoute } from "../../../domain/routes";
import * as m from "../../../domain/i18n/messages";

export function Breadcrumbs({ pathname }: { pathname: string }) {
  const route = findRoute(pathname);
  const crumbs = route && breadcrumbsFor(route);
  if (!crumbs) return null;
  return (
    <nav aria-label={m.shell_breadcrumb_label()} className="breadcrumbs">
      <ol>
        {crumbs.map((crumb, index) =>
          index < crumbs.length - 1 ? (
            <li key={crumb.path}>
              <Link to={crumb.path}>{crumb.name}</Link>
            </li>
          ) : (
            <li key={crumb.path} aria-current="page">
              {crumb.name}
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
