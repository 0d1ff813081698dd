// One installer listing: company, city and area, a tel: link and new-tab website/review links.
import * as m from "../../../../../domain/i18n/messages";
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
          <span className="visually-hidden">{m.installers_call({ company: installer.company })}</span>
          {installer.phone}
        </a>
        {installer.website ? (
          <a href={installer.website} {...NEW_TAB}>
            {m.installers_website()}
            <span className="visually-hidden">{m.installers_of_new_tab({ company: installer.company })}</span>
          </a>
        ) : null}
        <a href={installer.yelpProfile} {...NEW_TAB}>
          {m.installers_reviews()}
          <span className="visually-hidden">{m.installers_of_new_tab({ company: installer.company })}</span>
        </a>
      </p>
    </article>
  );
}
