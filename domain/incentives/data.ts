// The researched incentive list, parsed once with the schema (throws on a bad rebuild).
import raw from "../data/incentives.json";
import { IncentiveDataSchema, type IncentiveData } from "./schema";

export const INCENTIVE_DATA: IncentiveData = IncentiveDataSchema.parse(raw);
