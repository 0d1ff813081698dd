// Content that structured data needs beyond the route table: FAQ entries and HowTo steps.
// Each page family registers its own content here so the Worker and the SPA emit the same JSON-LD.
import { ABOUT_FAQ } from "./content/about-faq";
import { HOME_CHARGER_HOWTO_STEPS } from "./chargers/howto";
import { guideHowToEntries } from "./guides/howto";
import { INCENTIVES_HOWTO_STEPS } from "./incentives/howto";
import type { StructuredContent } from "./meta";

const CONTENT: Record<string, StructuredContent> = {
  "/about": { faq: ABOUT_FAQ },
  "/charging-plan/home-charger": { howToSteps: HOME_CHARGER_HOWTO_STEPS },
  "/home-ev-charger-installation-guide": { howToSteps: HOME_CHARGER_HOWTO_STEPS },
  "/charging-plan/incentives": { howToSteps: INCENTIVES_HOWTO_STEPS },
  // Public charging, automate charging, driving tips, battery health: task and standalone paths.
  ...Object.fromEntries(guideHowToEntries().map(([path, howToSteps]) => [path, { howToSteps }])),
};

export function structuredContentFor(path: string): StructuredContent {
  return CONTENT[path] ?? {};
}
