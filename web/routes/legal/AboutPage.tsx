// /about: what PlugPlan is, the seven-question FAQ (several answers may be open at once; the
// same entries are the page's FAQPage JSON-LD) and "Get Started" to the charging plan.
import { href } from "../../../domain/routes";
import { Link } from "react-router";
import { aboutFaq } from "../../../domain/content/about-faq";
import * as m from "../../../domain/i18n/messages";
import { Collapsible } from "../../components/ui/Collapsible";
import "../../components/layout/content-page.css";

export default function AboutPage() {
  return (
    <article className="content-page about">
      <header className="content-page__header">
        <h1>{m.legal_about_title()}</h1>
        <p className="content-page__lead">
          {m.legal_about_lead()}
        </p>
        <p>{m.legal_about_text()}</p>
      </header>

      <section className="about__faq" aria-labelledby="about-faq-title">
        <h2 id="about-faq-title">{m.legal_about_faq_heading()}</h2>
        <div className="faq-list">
          {aboutFaq().map((entry) => (
            <Collapsible key={entry.question} title={entry.question} headingLevel={3}>
              <p>{entry.answer}</p>
            </Collapsible>
          ))}
        </div>
      </section>

      <section className="content-page__cta card" aria-labelledby="about-cta-title">
        <h2 id="about-cta-title">{m.legal_about_cta_heading()}</h2>
        <p>{m.legal_about_cta_text()}</p>
        <Link to={href("charging-plan")} className="button">
          {m.legal_about_cta_button()}
        </Link>
      </section>
    </article>
  );
}
