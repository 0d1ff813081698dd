// "How to hire an installer" (home-charger guide, every setup): the license check, permits, the
// spec's three quotes, what a quote should include, and the ZIP's utilities' own charger programs
// from the state's program shard (Rewiring America's data merged with our California list). Advice,
// never a company we cannot vouch for. Advice, never a company we cannot vouch for.
import type { HomeSetup } from "../contracts/progress.schema";
import { lazyText } from "../guides/types";
import * as m from "../i18n/messages";
import { programsFor } from "../incentives/eligibility";
import type { Program, ProgramShard } from "../incentives/programs";
import type { Place } from "../place/types";
import { regionForZip } from "../zip/region";
import type { Region } from "../zip/types";

/** Already linked from the installer directory (web/routes/guides/home-charger/installers/InstallerAdvice.tsx). */
export const CSLB: { readonly name: string; readonly url: string } = lazyText<{ name: string; url: string }>(
  { url: "https://www.cslb.ca.gov/" },
  { name: m.installers_cslb_name },
);

// Words are getters or functions: read in the reader's language when shown (page and HowTo alike).
export const LICENSE_CHECK: { readonly california: string; readonly elsewhere: string } = lazyText<{ california: string; elsewhere: string }>(
  {},
  { california: m.installers_license_california, elsewhere: m.installers_license_elsewhere },
);

export const permitAdvice = (): string => m.installers_permit_advice();

/**
 * The numbered steps of "How to hire an installer", in order. Their names are the section's step
 * headings ("1. Check the electrician's license"), and the home-charger guide's HowTo structured
 * data is these steps (domain/chargers/howto.ts), so search reads what the page shows.
 */
export const HIRE_STEP_NAMES: { readonly license: string; readonly permit: string; readonly quotes: string; readonly utility: string } = lazyText<{
  license: string;
  permit: string;
  quotes: string;
  utility: string;
}>(
  {},
  {
    license: m.installers_step_license,
    permit: m.installers_step_permit,
    quotes: m.installers_step_quotes,
    utility: m.installers_step_utility,
  },
);

export const utilityFirstAdvice = (): string => m.installers_utility_first();

/** What a written quote should spell out, so three quotes can be compared line by line. */
export const quoteChecklist = (): string[] => [
  m.installers_quote_circuit(),
  m.installers_quote_panel(),
  m.installers_quote_connection(),
  m.installers_quote_conduit(),
  m.installers_quote_permit(),
  m.installers_quote_labor(),
  m.installers_quote_warranty(),
];

/**
 * What the price bands mean for the setups that don't already show them (the household-outlet
 * setup has its own "Installation price range" card; the bands are the spec's, in installation-costs.ts).
 */
export const PRICE_BAND_INTRO: Readonly<Record<Exclude<HomeSetup, "level1">, string>> = lazyText<Record<Exclude<HomeSetup, "level1">, string>>(
  {},
  { "240v": m.installers_band_intro_240v, level2: m.installers_band_intro_level2 },
);

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
  if (region === "Bay Area") return m.installers_region_bay_area();
  if (region === "California") return m.installers_region_california();
  return m.installers_region_area({ region });
}

/**
 * The spec's region rule goes by ZIP prefix (94 and 95 → Bay Area), so Sacramento and the rest of
 * the 95 range land in the Bay Area region. Say so rather than let it look like a mistake.
 */
export function regionRuleNote(zip: string): string | null {
  if (!/^\d{5}$/.test(zip) || !zip.startsWith("95") || regionForZip(zip) !== "Bay Area") return null;
  return m.installers_region_rule_note();
}
