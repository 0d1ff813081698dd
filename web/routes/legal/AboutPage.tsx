// /about: what PlugPlan is, the seven-question FAQ (several answers may be open at once; the
// same entries are the page's FAQPage JSON-LD) and "Get Started" to the charging plan.
import { href } from "../../../domain/routes";
import { Link } from "react-router";
import { ABOUT_FAQ } from "../../../domain/content/about-faq";
import { Collapsible } from "../../components/ui/Collapsible";
import "../../components/layout/content-page.css";

export default function AboutPage() {
  return (
    <article className="content-page about">
      <header className="content-page__header">
        <h1>About PlugPlan</h1>
        <p className="content-page__lead">
          PlugPlan helps you switch to an electric vehicle with confidence. In a few minutes you get a charging plan
          built around how you drive, then short guides for home charging, public charging, rate plans, incentives
          and keeping your battery healthy.
        </p>
        <p>
          Everything is free and works without an account or personal information. We use public data and show where
          each figure comes from, with its date, so you can check it. Detailed utility rate plans and incentives cover
          California; the plan, guides and calculators work across the U.S.
        </p>
      </header>

      <section className="about__faq" aria-labelledby="about-faq-title">
        <h2 id="about-faq-title">Frequently asked questions</h2>
        <div className="faq-list">
          {ABOUT_FAQ.map((entry) => (
            <Collapsible key={entry.question} title={entry.question} headingLevel={3}>
              <p>{entry.answer}</p>
            </Collapsible>
          ))}
        </div>
      </section>

      <section className="content-page__cta card" aria-labelledby="about-cta-title">
        <h2 id="about-cta-title">Ready to make your plan?</h2>
        <p>It takes about five minutes. No sign-up needed.</p>
        <Link to={href("charging-plan")} className="button">
          Get Started
        </Link>
      </section>
    </article>
  );
}
