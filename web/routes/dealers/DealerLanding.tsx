// Dealer landing pages (savings-tools-and-pages.md §2 "Dealer landing pages", §9): the dealer's
// name as a typographic wordmark (we have no logos), the plan promise, Galpin Honda's offers or the
// generic offer and pro tip, a 7-question FAQ (several open at once) and a closing "Get Started".
import { href } from "../../../domain/routes";
import { Link } from "react-router";
import { dealerFaq } from "../../../domain/dealers/faq";
import { GENERIC_DEALER_DEFAULTS } from "../../../domain/dealers/offers";
import type { DealerMatch } from "../../../domain/dealers/slug";
import { dealerDisplayName } from "../../../domain/page-resolution";
import { Collapsible } from "../../components/ui/Collapsible";
import { GalpinHondaOffers } from "./GalpinHondaOffers";
import { GenericDealerExtras } from "./GenericDealerExtras";
import "./DealerLanding.css";

export function DealerPage({ match }: { match: DealerMatch }) {
  const name = dealerDisplayName(match) || GENERIC_DEALER_DEFAULTS.dealerName;
  const faq = dealerFaq(name);
  const isGalpin = match.kind === "named" && match.dealer.slug === "galpinhonda";
  return (
    <article className="dealer">
      <header className="dealer__hero">
        <p className="dealer__wordmark" aria-hidden="true">
          {name}
        </p>
        <h1>
          Your EV charging plan from <span className="dealer__name">{name}</span>
        </h1>
        <p className="dealer__lead">
          Find out how you'll charge at home and on the road, what it will cost and which incentives are really open
          today.
        </p>
        <ul className="dealer__promises" aria-label="What to expect">
          <li>No personal information required</li>
          <li>Takes about 5 minutes</li>
        </ul>
        <Link to={href("charging-plan")} className="button dealer__cta">
          Get your plan
        </Link>
      </header>

      {isGalpin ? <GalpinHondaOffers dealerName={name} /> : null}
      {match.kind === "generic" ? <GenericDealerExtras dealerName={name} /> : null}

      <section className="dealer__faq" aria-labelledby="dealer-faq-heading">
        <h2 id="dealer-faq-heading">Frequently asked questions</h2>
        <div className="dealer__faq-list">
          {faq.map((item) => (
            <Collapsible key={item.question} title={item.question} headingLevel={3}>
              <p>{item.answer}</p>
            </Collapsible>
          ))}
        </div>
      </section>

      <section className="dealer__closing card card--muted" aria-labelledby="dealer-closing-heading">
        <h2 id="dealer-closing-heading">Ready to plan your charging?</h2>
        <p>It's free, takes about 5 minutes and needs no personal information.</p>
        <Link to={href("charging-plan")} className="button">
          Get Started
        </Link>
      </section>
    </article>
  );
}
