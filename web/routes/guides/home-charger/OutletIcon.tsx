// Small decorative glyphs for the outlet cards (the outlet record's icon field).
import type { Outlet } from "../../../../domain/chargers/outlets";

export function OutletIcon({ icon }: { icon: Outlet["icon"] }) {
  return (
    <svg className="outlet-icon" width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      {icon === "dryer" ? (
        <>
          <rect x="3" y="2" width="14" height="16" rx="2" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <circle cx="10" cy="11" r="4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </>
      ) : icon === "ev" ? (
        <path d="M11 1 4 11h5l-1 8 7-10h-5z" fill="currentColor" />
      ) : icon === "range" ? (
        <>
          <rect x="2" y="3" width="16" height="14" rx="2" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <circle cx="7" cy="8" r="2" fill="currentColor" />
          <circle cx="13" cy="8" r="2" fill="currentColor" />
        </>
      ) : (
        <path d="M13.5 2a4 4 0 0 0-3.8 5.2L3 13.9 6.1 17l6.7-6.7A4 4 0 0 0 18 6.5l-2.4 2.4-2.5-2.5L15.5 4A4 4 0 0 0 13.5 2z" fill="currentColor" />
      )}
    </svg>
  );
}
