// A picked plug-in hybrid's own gasoline mpg (EPA), for the money's gas miles (issue 33): read by
// the plan model only, so the calculator's and the wizard's first loads do not carry it
// (domain/data/phev-gas-mpg.json, built by scripts/data/ev-models.mjs; ~0.7 KB gzip).
import raw from "../data/phev-gas-mpg.json";
import type { PhevGasMpgFile } from "./ev-models.schema";

const file = raw as PhevGasMpgFile;

/** The EPA gasoline-only combined mpg of the plug-in hybrid with this fueleconomy.gov id, or undefined. */
export function phevGasMpgOf(evModelId: string | undefined): number | undefined {
  return evModelId ? file.byId[evModelId] : undefined;
}

/** Where the figures come from: "fueleconomy.gov (U.S. DOE/EPA), vehicles.csv", its file date. */
export const PHEV_GAS_MPG_SOURCE = { source: file.source, asOf: file.asOf } as const;
