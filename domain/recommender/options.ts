// The question texts and options exactly as the spec lists them (§2 "Vehicle-type recommender").
import type { Charging, Role, Use, WorkCharging } from "./answers";

export interface Option<T extends string> {
  value: T;
  label: string;
  description?: string;
}

export const ROLE_QUESTION = "Will this be your only vehicle?";
export const ROLE_OPTIONS: readonly Option<Role>[] = [
  { value: "only", label: "Only vehicle" },
  { value: "second", label: "2nd+ vehicle" },
];

export const USE_QUESTION = "What will you mostly use it for?";
export const USE_OPTIONS: readonly Option<Use>[] = [
  { value: "around-town", label: "Driving around town" },
  { value: "commuting", label: "Commuting" },
  { value: "road-trips", label: "Road trips" },
  { value: "rideshare", label: "Rideshare / delivery" },
];

export const CHARGING_QUESTION = "What can you use for charging at home today?";
export const CHARGING_OPTIONS: readonly Option<Charging>[] = [
  { value: "level2-installed", label: "Existing Level 2 Charger", description: "A Level 2 charger is already installed where you park." },
  { value: "level2-planned", label: "Planning a Level 2 Charger", description: "Not installed yet: you plan to put one in where you park." },
  { value: "240v", label: "240V Outlet Available", description: "3- or 4-prong NEMA outlet, fine if it's already in use." },
  { value: "110v", label: "Household Outlet", description: "Level 1: adds up to 3 miles of range per hour." },
  { value: "no-access", label: "No access to electricity", description: "Nowhere to plug in where you park." },
];

export const WORK_QUESTION = "Is there convenient EV charging at work, school or in your community?";
export const WORK_OPTIONS: readonly Option<WorkCharging>[] = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
];

export const MILES_QUESTION = "How many miles do you drive on a typical day?";
