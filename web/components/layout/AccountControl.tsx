// Header account control. Signed out: a link to /login that brings the visitor back here.
import { Link, useLocation } from "react-router";

export function AccountControl() {
  const location = useLocation();
  const next = `${location.pathname}${location.search}`;
  return (
    <Link className="button button--ghost button--small" to={`/login?next=${encodeURIComponent(next)}`}>
      Sign in
    </Link>
  );
}
