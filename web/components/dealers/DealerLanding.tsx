// Dealer landing pages (savings-tools-and-pages.md §2 "Dealer landing pages", §9). A registered
// dealer (the registry) shows its logo or a typographic wordmark, its name, the plan promise, its
// live offers as collapsible cards, the 7-question FAQ plus its own questions, and "Get Started".
// An unknown slug gets the spec's generic page (benefits, Manufacturer Offer, Pro Tip) and never
// shows the slug as a name: anyone can type /free-tesla-giveaway, and the page must not read as
// that business's (issue 25). It says "your dealer", as its tags and FAQPage data do.
import { useEffect } from "react";
import { href } from "../../../domain/routes";
import { Link } from "react-router";
import { dealerFaq } from "../../../domain/dealers/faq";
import type { DealerRecord } from "../../../domain/dealers/model";
import { UNKNOWN_DEALER_NAME } from "../../../domain/dealers/slug";
import { reportDealerEvent } from "../../lib/dealers/dealer-events";
import { useProgress } from "../../lib/progress/useProgress";
import { useIsClient } from "../../lib/useIsClient";
import { Collapsible } from "../ui/Collapsible";
import { offersHeading } from "../../../domain/dealers/model";
import { DealerOfferBody } from "./dealer-parts";
import { GenericDealerExtras } from "./GenericDealerExtras";
import "./DealerLanding.css";

/** `preview`: the staff editor's live preview (nothing remembered, nothing counted). */
export function DealerPage({ record, preview = false }: { record: DealerRecord | null; preview?: boolean }) {
  const name = record ? record.name : UNKNOWN_DEALER_NAME;
  const faq = [...dealerFaq(name), ...(record?.faq ?? [])];
  const { inputs, updateInputs } = useProgress();
  // The first screen is prerendered once for a placeholder dealer and filled in by the Worker
  // (worker/html/dealer-first-screen.ts): what it cannot fill (offer texts, the answers to the
  // dealer's own questions) sits in closed, hidden panels and renders once the page is live.
  const isClient = useIsClient();
  const standardQuestions = faq.length - (record?.faq.length ?? 0);

  useEffect(() => {
    // Arriving from a registered dealer's page: the plan remembers the dealer (guest storage or the
    // account), so its offers and partner installers follow the plan. Unknown slugs are never kept.
    if (!preview && record && inputs.dealerSlug !== record.slug) void updateInputs({ dealerSlug: record.slug });
  }, [preview, record, inputs.dealerSlug, updateInputs]);

  const onStart = () => {
    if (record && !preview) reportDealerEvent(record.slug, "plan_started");
  };

  return (
    <article className="dealer">
      <header className="dealer__hero">
        {record?.logoUrl ? (
          <img className="dealer__logo" src={record.logoUrl} alt={`${name} logo`} height={64} />
        ) : record ? (
          <p className="dealer__wordmark" aria-hidden="true">
            {name}
          </p>
        ) : null}
        {record ? (
          <h1>
            Your EV charging plan from <span className="dealer__name">{name}</span>
          </h1>
        ) : (
          <h1>Your EV charging plan</h1>
        )}
        {record?.city ? <p className="dealer__city">{record.city}</p> : null}
        <p className="dealer__lead">
          Find out how you'll charge at home and on the road, what it will cost and which incentives are really open
          today.
        </p>
        <ul className="dealer__promises" aria-label="What to expect">
          <li>No personal information required</li>
          <li>Takes about 5 minutes</li>
        </ul>
        <Link to={href("charging-plan")} className="button dealer__cta" onClick={onStart}>
          Get your plan
        </Link>
      </header>

      {record && record.offers.length > 0 ? (
        <section className="dealer__offers" aria-labelledby="dealer-offers-heading">
          <h2 id="dealer-offers-heading">{offersHeading(record)}</h2>
          <p className="dealer__offers-note">
            These are the offers as provided to us. Terms, eligibility and end dates can change, so confirm them with{" "}
            {name} before you buy or lease.
          </p>
          <div className="dealer__offer-list">
            {record.offers.map((offer, index) => (
              <Collapsible key={offer.id} title={offer.title} headingLevel={3} className={`dealer__offer dealer__offer--${index}`}>
                {isClient ? <DealerOfferBody offer={offer} /> : null}
              </Collapsible>
            ))}
          </div>
        </section>
      ) : null}
      {record ? null : <GenericDealerExtras dealerName={name} />}

      <section className="dealer__faq" aria-labelledby="dealer-faq-heading">
        <h2 id="dealer-faq-heading">Frequently asked questions</h2>
        <div className="dealer__faq-list">
          {faq.map((item, index) =>
            index < standardQuestions ? (
              <Collapsible key={item.question} title={item.question} headingLevel={3}>
                <p>{item.answer}</p>
              </Collapsible>
            ) : (
              <Collapsible
                key={item.question}
                title={item.question}
                headingLevel={3}
                className={`dealer__faq-extra dealer__faq-extra--${index - standardQuestions}`}
              >
                {isClient ? <p>{item.answer}</p> : null}
              </Collapsible>
            ),
          )}
        </div>
      </section>

      <section className="dealer__closing card card--muted" aria-labelledby="dealer-closing-heading">
        <h2 id="dealer-closing-heading">Ready to plan your charging?</h2>
        <p>It's free, takes about 5 minutes and needs no personal information.</p>
        <Link to={href("charging-plan")} className="button" onClick={onStart}>
          Get Started
        </Link>
      </section>
    </article>
  );
}
