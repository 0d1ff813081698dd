// Header account control. Signed out: "Sign in", opening /login with a way back to this page.
// Signed in: the user menu (email and "Sign out"), loaded lazily since most visitors are guests.
// Mounting this control starts the one account check of the page load (auth-state.startAuth).
import { href } from "../../../domain/routes";
import { lazy, Suspense, useEffect } from "react";
import { Link, useLocation } from "react-router";
import { startAuth, useAuth } from "../../lib/auth/auth-state";
import * as m from "../../../domain/i18n/messages";

const UserMenu = lazy(() => import("./UserMenu"));

/** Same footprint as the link, so the header does not jump when the answer arrives. */
function Placeholder() {
  return (
    <span className="button button--ghost button--small" aria-hidden="true" style={{ visibility: "hidden" }}>
      {m.shell_sign_in()}
    </span>
  );
}

export function AccountControl() {
  const location = useLocation();
  const auth = useAuth();

  useEffect(() => {
    startAuth();
  }, []);

  if (auth.status === "signed-in") {
    return (
      <Suspense fallback={<Placeholder />}>
        <UserMenu email={auth.email} />
      </Suspense>
    );
  }
  if (auth.status === "loading") {
    return <Placeholder />;
  }
  // On the sign-in pages themselves, keep their own way back instead of pointing at /login.
  const onAuthPage = location.pathname === href("login") || location.pathname === href("auth-confirm");
  const next = onAuthPage
    ? new URLSearchParams(location.search).get("next") ?? ""
    : `${location.pathname}${location.search}`;
  return (
    <Link
      className="button button--ghost button--small"
      to={next ? `${href("login")}?next=${encodeURIComponent(next)}` : href("login")}
    >
      {m.shell_sign_in()}
    </Link>
  );
}
