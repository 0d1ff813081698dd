// The signed-in user's header menu (charging-plan-and-guides.md §2): the email (fallback "User"),
// "Sign out" and "Sign out everywhere" (with a confirmation, SignOutEverywhere.tsx). A disclosure button: Escape or a click outside closes it and focus returns to
// the button. Sign out posts the logout and reloads; a failure is only logged (spec §8).
import { href } from "../../../domain/routes";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { logout } from "../../lib/auth/auth-api";
import SignOutEverywhere from "./SignOutEverywhere";
import "./user-menu.css";
import * as m from "../../../domain/i18n/messages";

export default function UserMenu({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const label = email.trim() || m.shell_user_fallback();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  async function signOut() {
    setSigningOut(true);
    try {
      await logout();
      window.location.reload();
    } catch (error) {
      console.error("Sign out failed", error);
      setSigningOut(false);
    }
  }

  return (
    <div className="user-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="button button--ghost button--small user-menu__button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="user-menu__avatar" aria-hidden="true">
          {label.charAt(0).toUpperCase()}
        </span>
        <span className="visually-hidden">{m.shell_user_menu_for()} </span>
        <span className="user-menu__label">{label}</span>
      </button>
      {open && (
        <div id={menuId} className="user-menu__panel">
          <p className="user-menu__email">
            <span className="user-menu__caption">{m.shell_user_signed_in_as()}</span>
            <span className="user-menu__address">{label}</span>
          </p>
          <Link className="button button--ghost button--block" to={href("account")} onClick={() => setOpen(false)}>
            {m.shell_user_account()}
          </Link>
          <button type="button" className="button button--secondary button--block" onClick={signOut} disabled={signingOut}>
            {m.shell_sign_out()}
          </button>
          <SignOutEverywhere />
        </div>
      )}
    </div>
  );
}
