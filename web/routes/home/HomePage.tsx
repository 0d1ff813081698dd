// "/": the landing promise and the three ways in (charging plan, savings calculator, EV vs
// hybrid recommender). Icons are inline SVG so the page needs no image requests.
import { href } from "../../../domain/routes";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { AccountDeletedNotice } from "../../components/AccountDeletedNotice";
import * as m from "../../../domain/i18n/messages";
import "./home.css";

interface EntryCard {
  title: string;
  text: string;
  action: string;
  to: string;
  icon: ReactNode;
}

const iconProps = {
  width: 28,
  height: 28,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
  "aria-hidden": true,
  focusable: false,
} as const;

/** Built per render: the words and links follow the page's language. */
const homeCards = (): readonly EntryCard[] => [
  {
    title: m.home_plan_title(),
    text: m.home_plan_text(),
    action: m.home_plan_action(),
    to: href("charging-plan"),
    icon: (
      <svg {...iconProps}>
        <path d="M9 2v5M15 2v5M6 7h12v4a6 6 0 0 1-12 0V7ZM12 17v5" />
      </svg>
    ),
  },
  {
    title: m.home_calculator_title(),
    text: m.home_calculator_text(),
    action: m.home_calculator_action(),
    to: href("calculator"),
    icon: (
      <svg {...iconProps}>
        <circle cx="12" cy="12" r="9" />
        <path d="M15 9.5c-.6-1-1.7-1.5-3-1.5-1.7 0-3 .9-3 2s1.3 1.7 3 2 3 .9 3 2-1.3 2-3 2c-1.3 0-2.4-.5-3-1.5M12 6v2M12 16v2" />
      </svg>
    ),
  },
  {
    title: m.home_recommender_title(),
    text: m.home_recommender_text(),
    action: m.home_recommender_action(),
    to: href("recommender"),
    icon: (
      <svg {...iconProps}>
        <path d="M12 3v18M5 7h14M5 7l-3 7a3 3 0 0 0 6 0L5 7ZM19 7l-3 7a3 3 0 0 0 6 0l-3-7ZM8 21h8" />
      </svg>
    ),
  },
];

const points = () => [m.home_point_free(), m.home_point_no_signup(), m.home_point_sources()];

export default function HomePage() {
  return (
    <div className="home">
      <AccountDeletedNotice />
      <section className="home__hero" aria-labelledby="home-title">
        <h1 id="home-title">{m.home_title()}</h1>
        <p className="home__lead">{m.home_lead()}</p>
        <ul className="home__points">
          {points().map((point) => (
            <li key={point}>
              <svg {...iconProps} width={18} height={18} strokeWidth={3}>
                <path d="M5 12.5 10 17l9-10" />
              </svg>
              {point}
            </li>
          ))}
        </ul>
      </section>

      <ul className="card-grid home__cards" aria-label={m.home_cards_label()}>
        {homeCards().map((card, index) => (
          <li key={card.to} className="card home-card">
            <span className={`home-card__icon home-card__icon--${index + 1}`}>{card.icon}</span>
            <h2 className="home-card__title">{card.title}</h2>
            <p className="home-card__text">{card.text}</p>
            <Link to={card.to} className={`button button--block${index === 0 ? "" : " button--secondary"}`}>
              {card.action}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
