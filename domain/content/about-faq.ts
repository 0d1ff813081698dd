import type { FaqEntry } from "../meta";

/**
 * The About page's seven questions; also emitted as FAQPage structured data at the edge, so the
 * text here is exactly what search engines and people see. Plain strings only (JSON-LD has no
 * markup). Keep every answer true to what the app does today.
 */
export const ABOUT_FAQ: readonly FaqEntry[] = [
  {
    question: "Is PlugPlan free?",
    answer:
      "Yes. The charging plan, the guides, the EV vs gas savings calculator and the EV, plug-in hybrid or hybrid recommender are free to use. There are no ads and nothing to buy from us.",
  },
  {
    question: "Do I need to give personal information?",
    answer:
      "No. Every tool works without an account. To tailor your plan we ask about how you drive, your ZIP code and your EV, never your name, address or phone number. Your progress stays in your browser unless you choose to sign in.",
  },
  {
    question: "How is my charging plan worked out?",
    answer:
      "From your answers: how many miles you drive a day, your EV's type and range, and how you can charge at home. From these we estimate how much battery you use per day, how many miles you can recharge at home overnight and how many days you can go between public charging sessions. Each guide then builds on the same answers.",
  },
  {
    question: "Where do the numbers come from?",
    answer:
      "From public sources, named next to each figure with its date: electricity prices from the U.S. Energy Information Administration (EIA), gas prices from AAA, rate plans from the utilities' published tariffs, EV range and efficiency from fueleconomy.gov (U.S. DOE and EPA), ZIP code locations and place names from GeoNames, county lines from the U.S. Census Bureau, and public charging stations from the U.S. Department of Energy's Alternative Fuels Data Center, with the data's date beside the list, and a plain note where a state's stations are not loaded yet. Prices change, so treat results as estimates and check with your utility or installer before you buy.",
  },
  {
    question: "Why would I sign in?",
    answer:
      "Only to save your progress and plan answers so you can pick up on another device or later. Sign-in uses a one-time link sent to your email; there is no password. Nothing else changes: every tool works the same without an account.",
  },
  {
    question: "Does PlugPlan work outside California?",
    answer:
      "Yes, partly. The charging plan, the guides, the savings calculator (with state-by-state prices) and the recommender work anywhere in the U.S. Utility rate plans and many incentives are detailed for California; elsewhere we say plainly when we don't have your local data.",
  },
  {
    question: "Is PlugPlan connected to a utility, carmaker or dealer?",
    answer:
      "PlugPlan is not affiliated with any utility or with any vehicle or charger manufacturer. Some car dealers send their customers to a PlugPlan page with the dealer's name on it; the plan, guides and calculators work the same way for everyone and use the public data named beside each figure.",
  },
];
