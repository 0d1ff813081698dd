// The installer listings shipped with the app: domain/data/installers.json, written only by
// `npm run installers:import -- file.csv` (see docs/installers.md), which validates every record.
// It ships empty: we hold no verified listings, and we never invent companies or phone numbers.
// The tests parse the file with InstallersFileSchema (./schema.ts); here it is only typed, so the
// schema (and zod) stay out of the guide's bundle.
import installersFile from "../data/installers.json";
import type { Installer } from "./model";

const INSTALLERS = installersFile as readonly Installer[];

export function getInstallers(): readonly Installer[] {
  return INSTALLERS;
}
