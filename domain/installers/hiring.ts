// "How to hire an installer" (home-charger guide, every setup): the license check, permits, the
// spec's three quotes, what a quote should include, and the ZIP's utilities' own charger programs
// from the state's program shard (Rewiring America's data merged with our California list). Advice,
// never a company we cannot vouch for. Advice, never a company we cannot vouch for.
import type { HomeSetup } from "../contracts/progress.schema";
import { programsFor } from "../incentives/eligibility";
import type { Program, ProgramShard } from "../incentives/programs";
import type { Place } from "../place/types";
import { regionForZip } from "../zip/region";
import type { Region } from "../zip/types";

/** Already linked from the installer directory (web/routes/guides/home-charger/installers/InstallerAdvice.tsx). */
export const CSLB = { name: "Contractors State License Board (CSLB)", url: "https://www.cslb.ca.gov/" } as const;

export const LICENSE_CHECK = {
  california:
    "In California, ask for the contractor's license number and look it up on the Contractors State License Board site (“Check a License”). The license should be active and list C-10, Electrical: the classification for electrical contractors. The lookup also shows the contractor's bond and workers' compensation insurance.",
  elsewhere: "Outside California, look the electrician up with your state's contractor or electrical licensing board before you sign.",
} as const;

export const PERMIT_ADVICE =
  "A new 240V circuit or a hardwired charger usually needs an electrical permit from your city or county building department, followed by an inspection. A licensed electrician pulls the permit. A quote that leaves it out, or an installer who suggests skipping it, is a warning sign.";

/**
 * The numbered steps of "How to hire an installer", in order. Their names are the section's step
 * headings ("1. Check the electrician's license"), and the home-charger guide's HowTo structured
 * data is these steps (domain/chargers/howto.ts), so search reads what the page shows.
 */
export const HIRE_STEP_NAMES = {
  license: "Check the electrician's license",
  permit: "Make sure the job has a permit",
  quotes: "Get three quotes",
  utility: "Ask your utility first",
} as const;

export const UTILITY_FIRST_ADVICE =
  "Your electric utility may run its own charger rebate or installation program, and some need approval before you buy. Check your utility's programs for your ZIP before you buy a charger or book an installer.";

/** What a written quote should spell out, so three quotes can be compared line by line. */
export const QUOTE_CHECKLIST: readonly string[] = [
  "The circuit: breaker size (amps), wire gauge and the length of the wire run from the panel",
  "Whether your panel has room as it is, or needs a load calculation, a load-management device or an upgrade (and that price)",
  "Outlet or hardwired connection, and the charger model if they supply it",
  "Conduit, trenching or wall patching, if the run goes outside or through finished walls",
  "Permit and inspection fees, and who books the inspection",
  "Labor, a start date and how long the job takes",
  "Warranty on the work, and clean-up",
];

/**
 * What the price bands mean for the setups that don't already show them (the household-outlet
 * setup has its own "Installation price range" card; the bands are the spec's, in installation-costs.ts).
 */
export const PRICE_BAND_INTRO: Record<Exclude<HomeSetup, "level1">, string> = {
  "240v":
    "You already have a 240V outlet, so a plug-in charger may need no electrician at all. If the outlet is on a shared or undersized circuit, or you'd rather hardwire the charger, these are the usual prices:",
  level2:
    "You already have a Level 2 charger. Replacing it on the same circuit is usually a small job; a faster charger needs a bigger circuit, priced like a new installation:",
};

export interface UtilityPrograms {
  /** The ZIP's electric utilities, predominant first (the place model's order). */
  utilityNames: string[];
  /** Open charger, panel and wiring programs of the ZIP's own utilities. */
  available: Program[];
  /** Listed, but their status could not be confirmed: never counted as available. */
  unconfirmed: Program[];
}

const HOME_KINDS = new Set(["charger", "home-upgrade"]);

/**
 * The ZIP's utilities' own charger, panel and wiring programs, in any state (issue 33): the state's
 * program shard judged by programsFor for each utility that serves the ZIP, keeping the programs
 * that utility runs. Community-choice, state and local programs are left to the finder. Ended,
 * paused and proposed programs are left out; unknown status is kept apart.
 */
export function utilityChargerPrograms(shard: ProgramShard, place: Pick<Place, "state" | "areaGeographyIds" | "utilities">, today: string): UtilityPrograms {
  const result: UtilityPrograms = { utilityNames: place.utilities.map((utility) => utility.name), available: [], unconfirmed: [] };
  const seen = new Set<string>();
  for (const utility of place.utilities) {
    const location = { state: place.state, geographyIds: [...place.areaGeographyIds, utility.geographyId] };
    for (const view of programsFor(shard, location, {}, today).open) {
      const { program } = view;
      if (seen.has(program.id) || program.authorityType !== "utility" || !HOME_KINDS.has(view.kind)) continue;
      if (program.reach === "nationwide" || !program.reach.anyOf.includes(utility.geographyId)) continue;
      seen.add(program.id);
      if (view.availability === "available") result.available.push(program);
      else if (view.availability === "check") result.unconfirmed.push(program);
    }
  }
  return result;
}

/** "the Bay Area", "the Los Angeles area": the region as a sentence names it (never "Bay Area area"). */
export function regionPhrase(region: Region): string {
  if (region === "Bay Area") return "the Bay Area";
  if (region === "California") return "California";
  return `the ${region} area`;
}

/**
 * The spec's region rule goes by ZIP prefix (94 and 95 → Bay Area), so Sacramento and the rest of
 * the 95 range land in the Bay Area region. Say so rather than let it look like a mistake.
 */
export function regionRuleNote(zip: string): string | null {
  if (!/^\d{5}$/.test(zip) || !zip.startsWith("95") || regionForZip(zip) !== "Bay Area") return null;
  return "ZIPs that start with 95, Sacramento's among them, count as the Bay Area region in this directory: regions here follow the first digits of the ZIP (94 and 95 are the Bay Area).";
}
