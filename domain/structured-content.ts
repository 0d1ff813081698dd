// Content that structured data needs beyond the route table: FAQ entries and HowTo steps, by the
// route's topic (a guide's task and standalone pages share one). The Worker uses it whole; the SPA
// loads it lazily (domain/page-content.ts) so it never weighs on a first load.
import { aboutFaq } from "./content/about-faq";
import { HOME_CHARGER_HOWTO_STEPS } from "./chargers/howto";
import { GUIDE_STEPS } from "./guides/howto";
import { INCENTIVES_HOWTO_STEPS } from "./incentives/howto";
import type { StructuredContent } from "./meta";
import { findRoute, type Topic } from "./routes";

// Read on every call, never captured at load: the FAQ and HowTo text speaks the language of the
// page being rendered (a Spanish page gets Spanish JSON-LD), and each source decides it per read.
const CONTENT: Partial<Record<Topic, () => StructuredContent>> = {
  about: () => ({ faq: aboutFaq() }),
  "home-charger": () => ({ howToSteps: HOME_CHARGER_HOWTO_STEPS }),
  incentives: () => ({ howToSteps: INCENTIVES_HOWTO_STEPS }),
  "public-charging": () => ({ howToSteps: GUIDE_STEPS["public-charging"] }),
  "automate-charging": () => ({ howToSteps: GUIDE_STEPS["automate-charging"] }),
  "driving-tips": () => ({ howToSteps: GUIDE_STEPS["driving-tips"] }),
  "battery-health": () => ({ howToSteps: GUIDE_STEPS["battery-health"] }),
};

export function structuredContentFor(path: string): StructuredContent {
  const topic = findRoute(path)?.topic as Topic | undefined;
  const content = topic ? CONTENT[topic] : undefined;
  return content ? content() : {};
}
