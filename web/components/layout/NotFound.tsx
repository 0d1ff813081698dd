// The 404 page's content. The Worker already answers unknown paths with HTTP 404 and this page's
// meta; the fallback route (routes/dealers/DealerOrNotFoundPage.tsx) renders it for any path that
// is neither a page nor a dealer.
import { href } from "../../../domain/routes";
import { Link } from "react-router";
import "./content-page.css";
import * as m from "../../../domain/i18n/messages";

/** Built per render: the links and words follow the page's language. */
const places = () => [
  { to: href("charging-plan"), label: m.shell_not_found_plan(), note: m.shell_not_found_plan_note() },
  { to: href("calculator"), label: m.shell_not_found_calculator(), note: m.shell_not_found_calculator_note() },
  { to: href("recommender"), label: m.shell_not_found_recommender(), note: m.shell_not_found_recommender_note() },
];

export function NotFound() {
  return (
    <article className="content-page not-found">
      <header className="content-page__header">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1>{m.shell_not_found_title()}</h1>
        <p className="content-page__lead">
          {m.shell_not_found_lead()}
        </p>
      </header>
      <ul className="not-found__links">
        {places().map((place) => (
          <li key={place.to} className="card">
            <Link to={place.to} className="not-found__link">
              {place.label}
            </Link>
            <p>{place.note}</p>
          </li>
        ))}
      </ul>
      <p className="not-found__home">
        <Link to={href("home")} className="button button--secondary">
          {m.shell_not_found_home()}
        </Link>
      </p>
    </article>
  );
}

