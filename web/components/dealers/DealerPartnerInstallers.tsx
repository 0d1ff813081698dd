// The installers the plan's dealer recommends, listed first in Recommended Installers and marked
// "Recommended by <dealer>". Their details are as the dealer supplied them. Renders nothing when the
// plan has no dealer or the dealer named no installers.
import { telHref } from "../../../domain/installers/model";
import { useDealer } from "../../lib/dealers/dealer-data";
import { useProgress } from "../../lib/progress/useProgress";
import { useIsClient } from "../../lib/useIsClient";
import "./dealers.css";

const NEW_TAB = { target: "_blank", rel: "noopener noreferrer" } as const;

export function DealerPartnerInstallers() {
  const { inputs } = useProgress();
  const dealer = useDealer(inputs.dealerSlug);
  // Saved inputs are the browser's: never part of a prerendered first screen.
  const isClient = useIsClient();
  if (!isClient || dealer.status !== "ready" || !dealer.record || dealer.record.installers.length === 0) return null;
  const { name, installers } = dealer.record;
  return (
    <div className="dealer-installers">
      <ul className="card-grid" aria-label={`Installers recommended by ${name}`}>
        {installers.map((installer) => (
          <li key={installer.licenseNumber}>
            <article className="installer-card card dealer-installer">
              <p className="badge dealer-installer__badge">Recommended by {name}</p>
              <h3 className="installer-card__name">{installer.company}</h3>
              <p className="installer-card__meta">
                CA license {installer.licenseNumber} · {installer.serviceAreas.join(", ")}
              </p>
              <p className="installer-card__links">
                {installer.phone ? (
                  <a href={telHref(installer.phone)}>
                    <span className="visually-hidden">Call {installer.company}: </span>
                    {installer.phone}
                  </a>
                ) : null}
                {installer.website ? (
                  <a href={installer.website} {...NEW_TAB}>
                    Website<span className="visually-hidden"> of {installer.company} (opens in a new tab)</span>
                  </a>
                ) : null}
              </p>
            </article>
          </li>
        ))}
      </ul>
      <p className="dealer-offer__meta">
        Listed as {name} supplied them. Check any contractor's license with the California Contractors State License
        Board before you hire.
      </p>
    </div>
  );
}
