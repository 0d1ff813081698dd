// The 404 page's content. The Worker already answers unknown paths with HTTP 404 and this page's
// meta; the fallback route (routes/dealers/DealerOrNotFoundPage.tsx) renders it for any path that
// is neither a page nor a dealer.
import { href } from "../../../domain/routes";
import { Link } from "react-router";
import "./content-page.css";

const PLACES = [
  { to: href("charging-plan"), label: "Build your charging plan", note: "Battery use, home charging and public charging in minutes." },
  { to: href("calculator"), label: "EV vs Gas Savings Calculator", note: "Compare fuel costs in your state." },
  { to: href("recommender"), label: "EV, plug-in hybrid or hybrid?", note: "Find the vehicle type that fits how you drive." },
] as const;

export function NotFound() {
  return (
    <article className="content-page not-found">
      <header className="content-page__header">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1>Page not found</h1>
        <p className="content-page__lead">
          We couldn't find that page. It may have moved, or the link may have a typo. These are good places to pick
          up from:
        </p>
      </header>
      <ul className="not-found__links">
        {PLACES.map((place) => (
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
          Go to the home page
        </Link>
      </p>
    </article>
  );
}

