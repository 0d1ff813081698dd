// Maximize Your EV Range copy (savings-tools-and-pages.md §2, §9).
import { tipsAsSteps, type HowToStep, type TipCard } from "./types";

// Titles live in ./titles.ts so the registry can name every guide without loading its content.
export { DRIVING_TIPS_TITLE } from "./titles";

export const DRIVING_TIPS_LEAD =
  "How you drive changes how far you go. These habits cost nothing and add miles to every charge.";

/** §9 range figures. */
export const SEAT_HEAT_SAVING = "up to 75% less energy";
export const SMOOTH_DRIVING_GAIN = "up to 20% better range";
export const COLD_RANGE_LOSS = { min: 20, max: 40 } as const;
export const PHEV_ELECTRIC_RANGE = { min: 20, max: 50 } as const;

const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const RANGE_TIP_CARDS: readonly TipCard[] = [
  {
    id: "regen",
    title: "Use regenerative braking",
    figure: "Energy back into the battery",
    body: "When you lift off the accelerator, the motor slows the car and turns that motion back into charge. Choose a stronger regen or one-pedal setting in town, look ahead and ease off early instead of braking late.",
  },
  {
    id: "seat-heat",
    title: "Heat yourself, not the cabin",
    figure: sentenceCase(SEAT_HEAT_SAVING),
    body: `Heated seats and a heated steering wheel warm you directly and use ${SEAT_HEAT_SAVING} than heating all the air in the cabin. Turn the cabin temperature down a few degrees and let them do the work.`,
  },
  {
    id: "smooth",
    title: "Drive smoothly",
    figure: sentenceCase(SMOOTH_DRIVING_GAIN),
    body: `Gentle acceleration and steady speeds can give ${SMOOTH_DRIVING_GAIN}. Hard launches and high highway speeds use a lot more energy; cruise control helps on the open road.`,
  },
  {
    id: "cold",
    title: "Plan for cold weather",
    figure: "20–40% less range",
    body: "Cold can cut range by 20–40%: a cold battery is less efficient and heating takes energy. Warm the car while it's still plugged in, park in a garage when you can and leave extra margin on winter trips.",
  },
];

export const QUICK_TIPS: readonly string[] = [
  "Keep tyres at the pressure on the driver's door sticker; soft tyres cost range.",
  "Take off roof boxes and bike racks when you're not using them.",
  "Use your car's eco or efficiency mode for everyday driving.",
  "Slow down a little on the highway: air resistance rises quickly with speed.",
  "Clear out heavy things you don't need to carry around.",
];

/** The miles a cold day could leave you: range × (1 − 40%) to range × (1 − 20%), rounded. */
export function coldWeatherRange(rangeMiles: number): { low: number; high: number } | undefined {
  if (!Number.isFinite(rangeMiles) || rangeMiles <= 0) return undefined;
  return {
    low: Math.round(rangeMiles * (1 - COLD_RANGE_LOSS.max / 100)),
    high: Math.round(rangeMiles * (1 - COLD_RANGE_LOSS.min / 100)),
  };
}

/** HowTo steps: the "Four ways to go further" cards, as the page shows them. */
export const DRIVING_TIPS_STEPS: readonly HowToStep[] = tipsAsSteps(RANGE_TIP_CARDS);
