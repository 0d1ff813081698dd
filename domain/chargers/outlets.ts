// 240V outlet types the Home Charger guide asks about (charging-plan-and-guides.md §3 outlet
// records). The figures live in domain/data/outlets.json, checked against OutletsFileSchema
// (./outlets.schema.ts) by the tests; this module only types them, so no zod ships with the guide.
import outletsFile from "../data/outlets.json";
import { OUTLET_TYPES, type OutletType } from "./outlet-types";
import type { Outlet, OutletsFile } from "./outlets.schema";

// The outlet lists and choices live in ./outlet-types.ts (no data): re-exported here.
export {
  isOtherOutlet,
  MAIN_OUTLET_TYPES,
  NOT_SURE,
  notSureLabel,
  OTHER_OUTLET_TYPES,
  OUTLET_TYPES,
  type OutletChoice,
  type OutletType,
} from "./outlet-types";

export type { Outlet, OutletsFile };

const OUTLETS_FILE = outletsFile as OutletsFile;

export function getOutletsFile(): OutletsFile {
  return OUTLETS_FILE;
}

/** All outlets in the order they are asked about. */
export function getOutlets(): readonly Outlet[] {
  return OUTLET_TYPES.map((type) => getOutlet(type));
}

export function getOutlet(type: OutletType): Outlet {
  const outlet = OUTLETS_FILE.outlets.find((o) => o.type === type);
  if (!outlet) throw new Error(`Unknown outlet ${type}`); // unreachable: the schema test requires each type
  return outlet;
}
