// One installer listing: company, city and area, a tel: link and new-tab website/review links.
import { telHref, type Installer } from "../../../../../domain/installers/model";

const NEW_TAB = { target: "_blank", rel: "noopener noreferrer" } as const;

export function InstallerCard({ installer }: { installer: Installer }) {
  return (
    <article className="installer-card card">
      <h3 className="installer-card__name">{installer.company}</h3>
      <p className="installer-card__meta">
        {installer.city} · {installer.serviceArea}
      </p>
      <p className="installer-card__links">
        <a href={telHref(installer.phone)}>
          <span className="visually-hidden">Call {installer.company}: </span>
          {installer.phone}
        </a>
        {installer.website ? (
          <a href={installer.website} {...NEW_TAB}>
            Website<span className="visually-hidden"> of {installer.company} (opens in a new tab)</span>
          </a>
        ) : null}
        <a href={installer.yelpProfile} {...NEW_TAB}>
          Reviews<span className="visually-hidden"> of {installer.company} (opens in a new tab)</span>
        </a>
      </p>
    </article>
  );
}
