// The researched incentive list (scripts/data/incentives.mjs). The tests parse the file with
// IncentiveDataSchema (./schema.ts); here it is only typed, so the page ships no zod.
import raw from "../data/incentives.json";
import type { IncentiveData } from "./model";

export const INCENTIVE_DATA = raw as IncentiveData;
