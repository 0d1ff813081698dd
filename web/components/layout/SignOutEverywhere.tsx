// "Sign out everywhere" in the user menu (issue 16): ends every session of the account on every
// device (a lost phone, a shared computer), after a confirmation that says this device is
// included. On success the page reloads signed out; a failure says so and keeps the choice.
import { useId, useRef, useState, useEffect } from "react";
import { logoutEverywhere } from "../../lib/auth/auth-api";
import * as m from "../../../domain/i18n/messages";


export default function SignOutEverywhere({ onDone = () => window.location.reload() }: { onDone?: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const questionId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);

  // Focus follows the step, so keyboard and screen-reader users land on the new choice.
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
    else if (wasConfirming.current) startRef.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  async function signOutEverywhere() {
    setBusy(true);
    setError(null);
    try {
      await logoutEverywhere();
      onDone();
    } catch (caught) {
      console.warn("Sign out everywhere failed", caught);
      setError(m.shell_sign_out_everywhere_failed());
      setBusy(false);
    }
  }

  if (!confirming) {
    return (
      <button ref={startRef} type="button" className="button button--ghost button--block" onClick={() => setConfirming(true)}>
        {m.shell_sign_out_everywhere()}
      </button>
    );
  }

  return (
    <div className="user-menu__confirm" role="group" aria-labelledby={questionId}>
      <p id={questionId} className="user-menu__question">
        {m.shell_sign_out_everywhere_confirm()}
      </p>
      {error && (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      )}
      <button ref={confirmRef} type="button" className="button button--block" onClick={signOutEverywhere} disabled={busy}>
        {m.shell_sign_out_everywhere_yes()}
      </button>
      <button type="button" className="button button--ghost button--block" onClick={() => setConfirming(false)} disabled={busy}>
        {m.shell_cancel()}
      </button>
    </div>
  );
}
