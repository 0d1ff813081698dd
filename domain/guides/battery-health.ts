// Battery Health Tips copy (savings-tools-and-pages.md §2, §9).
import { tipsAsSteps, type HowToStep, type TipCard } from "./types";

// Titles live in ./titles.ts so the registry can name every guide without loading its content.
export { BATTERY_HEALTH_TITLE } from "./titles";

export const BATTERY_HEALTH_LEAD =
  "An EV battery is built to last many years. A few easy habits keep it healthy and hold on to more of its range over time.";

/** §9: the 20–80% sweet spot. */
export const SWEET_SPOT = { min: 20, max: 80 } as const;

export const SWEET_SPOT_TITLE = `Charge ${SWEET_SPOT.min}–${SWEET_SPOT.max}%: the sweet spot`;

export const SWEET_SPOT_BODY =
  "Lithium-ion batteries are happiest in the middle. For everyday driving, keep the charge between 20% and 80%: set 80% as your daily limit and plug in before you drop much below 20%. Charge to 100% before a long trip and set off soon after. Some cars with LFP (lithium iron phosphate) batteries are meant to reach 100% regularly, so follow your owner's manual when it says otherwise.";

export const BATTERY_SECTIONS: readonly TipCard[] = [
  {
    id: "park",
    title: "Park smart",
    body: "Heat is hard on batteries. In hot weather, park in the shade or a garage, and don't leave the car sitting for days at 100% or near empty. If it will sit for weeks, leave it around half charged, plugged in with a limit if your car allows it.",
  },
  {
    id: "precondition",
    title: "Precondition in the cold",
    body: "Warm the battery and cabin while the car is still plugged in, using a departure time or the app. A warm battery gives you more range, accepts a fast charge more quickly and the energy comes from the wall, not the battery.",
  },
];

export const ADDITIONAL_TIPS: readonly TipCard[] = [
  {
    id: "drive",
    title: "Drive it regularly",
    body: "A car that's used keeps its 12-volt battery charged and lets you notice changes early. If you'll be away for a long time, store it at a moderate charge.",
  },
  {
    id: "software",
    title: "Install software updates",
    body: "Manufacturers improve battery management, charging and range estimates through updates. Install them when your car offers them.",
  },
  {
    id: "monitor",
    title: "Check battery health now and then",
    body: "Independent battery-health services can read your battery's state of health through the car's connected account or a plug-in adapter and turn it into a report. It's useful to track over time and especially before buying or selling a used EV.",
  },
  {
    id: "service",
    title: "Use professional service",
    body: "If range drops suddenly or a battery warning appears, book the manufacturer's service rather than an all-purpose garage. Check your warranty booklet first: battery coverage usually runs for years and many miles.",
  },
];

/** Miles inside the 20–80% window for a given full range (what daily driving can use comfortably). */
export function sweetSpotMiles(rangeMiles: number): number | undefined {
  if (!Number.isFinite(rangeMiles) || rangeMiles <= 0) return undefined;
  return Math.round((rangeMiles * (SWEET_SPOT.max - SWEET_SPOT.min)) / 100);
}

/** HowTo steps: the page's three main sections (the sweet spot, parking, preconditioning), as shown. */
export const BATTERY_HEALTH_STEPS: readonly HowToStep[] = [{ name: SWEET_SPOT_TITLE, text: SWEET_SPOT_BODY }, ...tipsAsSteps(BATTERY_SECTIONS)];
