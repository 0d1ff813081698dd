// The installer listings shipped with the app: domain/data/installers.json, written only by
// `npm run installers:import -- file.csv` (see docs/installers.md). It ships empty: we hold no
// verified listings, and we never invent companies or phone numbers.
import installersFile from "../data/installers.json";
import { InstallersFileSchema, type Installer } from "./schema";

const INSTALLERS: readonly Installer[] = InstallersFileSchema.parse(installersFile);

export function getInstallers(): readonly Installer[] {
  return INSTALLERS;
}
