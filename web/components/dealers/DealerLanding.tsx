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
import { unknownDealerName } from "../../../domain/dealers/slug";
import * as m from "../../../domain/i18n/messages";
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
  const name = record ? record.name : unknownDealerName();
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
          <img className="dealer__logo" src={record.logoUrl} alt={m.dealer_page_logo_alt({ name })} height={64} />
        ) : record ? (
          <p className="dealer__wordmark" aria-hidden="true">
            {name}
          </p>
        ) : null}
        {record ? (
          <h1>
            {m.dealer_page_title_before()} <span className="dealer__name">{name}</span>
          </h1>
        ) : (
          <h1>{m.dealer_page_title_generic()}</h1>
        )}
        {record?.city ? <p className="dealer__city">{record.city}</p> : null}
        <p className="dealer__lead">
          {m.dealer_page_lead()}
        </p>
        <ul className="dealer__promises" aria-label={m.dealer_page_promises_label()}>
          <li>{m.dealer_page_promise_no_info()}</li>
          <li>{m.dealer_page_promise_time()}</li>
        </ul>
        <Link to={href("charging-plan")} className="button dealer__cta" onClick={onStart}>
          {m.dealer_page_cta()}
        </Link>
      </header>

      {record && record.offers.length > 0 ? (
        <section className="dealer__offers" aria-labelledby="dealer-offers-heading">
          <h2 id="dealer-offers-heading">{offersHeading(record)}</h2>
          <p className="dealer__offers-note">
            {m.dealer_page_offers_note({ name })}
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
        <h2 id="dealer-faq-heading">{m.dealer_page_faq_heading()}</h2>
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
        <h2 id="dealer-closing-heading">{m.dealer_page_closing_heading()}</h2>
        <p>{m.dealer_page_closing_text()}</p>
        <Link to={href("charging-plan")} className="button" onClick={onStart}>
          {m.dealer_page_get_started()}
        </Link>
      </section>
    </article>
  );
}
