// "Which charge port does my car have?": a modal dialog. Native <dialog>.showModal() makes the
// page behind inert; we also keep Tab inside it, close on Escape and return focus to the opener.
import * as m from "../../../../domain/i18n/messages";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

export function ChargePortDialog() {
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const id = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const close = () => {
    setOpen(false);
    openerRef.current?.focus();
  };

  const trapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab") return;
    const focusable = [...(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <>
      <button ref={openerRef} type="button" className="button button--secondary" onClick={() => setOpen(true)}>
        {m.guide_home_port_open()}
      </button>
      <dialog
        ref={dialogRef}
        className="port-dialog"
        aria-labelledby={`${id}-title`}
        onKeyDown={trapTab}
        onCancel={(event) => {
          // Escape: close through our state so focus goes back to the opener.
          event.preventDefault();
          close();
        }}
        onClick={(event) => {
          if (event.target === dialogRef.current) close(); // click on the backdrop
        }}
      >
        <div className="port-dialog__inner">
          <div className="port-dialog__header">
            <h2 id={`${id}-title`}>{m.guide_home_port_title()}</h2>
            <button type="button" className="button button--ghost button--small" onClick={close} data-autofocus>
              {m.guide_home_port_close()}
              <span className="visually-hidden">{m.guide_home_port_close_hidden()}</span>
            </button>
          </div>
          <p>{m.guide_home_port_intro()}</p>
          <dl className="port-dialog__list">
            <dt>J1772 (Type 1)</dt>
            <dd>{m.guide_home_port_j1772()}</dd>
            <dt>CCS (Combined Charging System)</dt>
            <dd>{m.guide_home_port_ccs()}</dd>
            <dt>{m.guide_home_port_nacs_term()}</dt>
            <dd>{m.guide_home_port_nacs()}</dd>
            <dt>{m.guide_home_port_adapters_term()}</dt>
            <dd>{m.guide_home_port_adapters()}</dd>
          </dl>
        </div>
      </dialog>
    </>
  );
}
