// Terms of Service: nine sections, written for what PlugPlan actually does (free planning tools,
// optional email sign-in, public data with sources). Last updated: LEGAL_LAST_UPDATED.
import { list, p, type LegalSection } from "./legal";

export const TERMS_INTRO =
  "These terms explain what you can expect from PlugPlan and what we ask of you when you use it. We've kept them short and in plain English.";

export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    id: "accepting",
    heading: "1. Using PlugPlan",
    blocks: [
      p(
        "PlugPlan is a free website that helps people plan how to charge an electric vehicle, estimate what driving electric costs and learn about charging, rate plans and incentives. By using the site you agree to these terms. If you don't agree, please don't use it.",
      ),
    ],
  },
  {
    id: "information-not-advice",
    heading: "2. Information, not professional advice",
    blocks: [
      p(
        "Your plan, the calculators and the guides give general information and estimates to help you decide. They are not electrical, financial, tax or legal advice.",
      ),
      list(
        "Electrical work at home should be done by a licensed electrician, with any permit your city requires.",
        "Check rate plans with your utility and incentives with the program that runs them before you rely on them.",
        "The vehicle-type recommendation is a starting point for your own research, not a promise that a vehicle suits you.",
      ),
    ],
  },
  {
    id: "estimates-and-data",
    heading: "3. Estimates and the data behind them",
    blocks: [
      p(
        "Figures come from public sources, such as the U.S. Energy Information Administration (electricity prices), AAA (gas prices), utilities' published tariffs (rate plans), fueleconomy.gov (EV range and efficiency) and GeoNames (ZIP code locations). We show the source and date beside each figure.",
      ),
      p(
        "Prices, tariffs and incentives change, sometimes without notice, and your real costs depend on your vehicle, your driving and the weather. We work to keep the data accurate but can't promise it is complete, current or right for your situation. Where we don't have data, we say so instead of guessing.",
      ),
    ],
  },
  {
    id: "account",
    heading: "4. Your optional account",
    blocks: [
      p(
        "You can use everything without an account. If you sign in, we email you a one-time sign-in link; it works once and expires after 15 minutes. Signing in only saves your progress and plan answers so you can come back to them.",
      ),
      p(
        "Please use an email address you control and don't forward your sign-in links. You can ask us to delete your account at any time by writing to {email}.",
      ),
    ],
  },
  {
    id: "acceptable-use",
    heading: "5. Fair use",
    blocks: [
      p("Please use PlugPlan the way it is meant to be used. Don't:"),
      list(
        "try to break into, overload or disrupt the site, or get around its limits on how often a request can be sent;",
        "collect the site's content or data in bulk by automated means;",
        "send feedback or requests that are abusive, misleading or contain other people's personal information;",
        "use the site to break the law or to pretend to be someone else.",
      ),
      p("We may block access that harms the site or other people using it."),
    ],
  },
  {
    id: "third-parties",
    heading: "6. Other websites and services",
    blocks: [
      p(
        "PlugPlan links to other websites, such as utilities, incentive programs, charging networks and equipment makers, and the Public Charging guide shows a charging-station map from PlugShare on larger screens. Those sites and services have their own terms and privacy policies, and we don't control or answer for their content or availability.",
      ),
    ],
  },
  {
    id: "content",
    heading: "7. Our content and your feedback",
    blocks: [
      p(
        "The text, design and code of PlugPlan belong to PlugPlan. You're welcome to share links to any page and to share your own plan with the share button. Data from public sources remains credited to those sources.",
      ),
      p(
        "If you send us feedback, you allow us to use it to improve PlugPlan without owing you anything for it. Please don't include personal details in comments.",
      ),
    ],
  },
  {
    id: "liability",
    heading: "8. No warranty and limits of liability",
    blocks: [
      p(
        'PlugPlan is provided "as is" and "as available", without warranties of any kind, as far as the law allows. We may change, pause or remove features at any time.',
      ),
      p(
        "As far as the law allows, PlugPlan is not liable for decisions you make or costs you incur based on its estimates, including the purchase of a vehicle, charger, installation or rate plan. Nothing in these terms limits rights you have under laws that cannot be waived.",
      ),
    ],
  },
  {
    id: "changes-contact",
    heading: "9. Changes to these terms and contact",
    blocks: [
      p(
        'We may update these terms as PlugPlan changes. The "Last updated" date at the top shows when they last changed; continuing to use the site after a change means you accept the new terms.',
      ),
      p("Questions about these terms? Write to {email}."),
    ],
  },
];
