// The seven dealer-page questions (savings-tools-and-pages.md §9), phrased for the dealership.
// Shown on the page and emitted as FAQPage structured data at the edge, so both read the same.
// Facts only from our data: federal credit end dates (incentives.csv), Level 1 rate (spec §9).
import type { FaqEntry } from "../meta";
import { PRODUCT_NAME } from "../routes";

/** The seven dealer-page questions, phrased for the given dealership. */
export function dealerFaq(dealerName: string): readonly FaqEntry[] {
  return [
    {
      question: `What is this page from ${dealerName}?`,
      answer: `It's a quick way for ${dealerName} customers to start a free ${PRODUCT_NAME} charging plan: a personal plan for charging an electric vehicle at home and on the road. ${PRODUCT_NAME} is an independent tool, so for questions about vehicles, prices or offers, talk to ${dealerName}.`,
    },
    {
      question: "Do I need to give any personal information?",
      answer:
        "No. You can build your whole plan without an account, a name, an email address or a phone number. Signing in with an email link is optional and only saves your progress.",
    },
    {
      question: "How long does the plan take?",
      answer:
        "About 5 minutes. You answer a few questions about your car, your daily driving and where you park, and the plan shows what to do next.",
    },
    {
      question: "What does the charging plan tell me?",
      answer:
        "How much battery your daily driving uses, how much you can recharge at home overnight and how often you would need public charging, with guides to home chargers, public charging, rate plans and incentives.",
    },
    {
      question: "Can I charge from a regular household outlet?",
      answer:
        "Often, yes. A household outlet (Level 1) adds up to about 3 miles of range per hour, which can cover shorter daily drives if you plug in overnight. Your plan shows whether it is enough for your driving.",
    },
    {
      question: "Is the federal EV tax credit still available?",
      answer:
        "No. The federal credits for new and used EVs ended for vehicles acquired after September 30, 2025, and the home charger credit ended for chargers placed in service after June 30, 2026. Some California utilities and local programs still offer rebates: the incentives step of your plan lists them with their current status.",
    },
    {
      question: `Does ${PRODUCT_NAME} cost anything?`,
      answer: "No. The charging plan, the calculators and the guides are free to use.",
    },
  ];
}
