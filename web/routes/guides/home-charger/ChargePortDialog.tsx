// "Which charge port does my car have?": a modal dialog. Native <dialog>.showModal() makes the
// page behind inert; we also keep Tab inside it, close on Escape and return focus to the opener.
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
        Which charge port does my car have?
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
            <h2 id={`${id}-title`}>Charge port types</h2>
            <button type="button" className="button button--ghost button--small" onClick={close} data-autofocus>
              Close<span className="visually-hidden"> charge port types</span>
            </button>
          </div>
          <p>Look at the charge port door on your car, or in the owner's manual. In North America you'll find one of these:</p>
          <dl className="port-dialog__list">
            <dt>J1772 (Type 1)</dt>
            <dd>
              The standard plug for AC charging (Level 1 and Level 2) on most EVs that aren't Teslas. Most home
              and public Level 2 chargers outside the Tesla network use it.
            </dd>
            <dt>CCS (Combined Charging System)</dt>
            <dd>
              A J1772 plug with two large DC pins added underneath. Cars with this port use it for DC fast charging on
              the road; at home you only use the upper J1772 part.
            </dd>
            <dt>NACS / SAE J3400 (Tesla's connector)</dt>
            <dd>
              Tesla's own plug, now standardised by SAE as J3400 and known as the North American Charging Standard. One
              small plug does both AC and DC fast charging. Many automakers have moved to it, starting with some 2025
              models, so newer non-Tesla EVs may have this port too.
            </dd>
            <dt>Adapters</dt>
            <dd>
              Adapters bridge the two worlds: a NACS car can use a J1772 charger, a J1772 car can use a NACS home
              charger, and many CCS cars can use Tesla Superchargers. Use the adapter your automaker recommends, and
              choose one that is safety certified (for example UL listed).
            </dd>
          </dl>
        </div>
      </dialog>
    </>
  );
}
