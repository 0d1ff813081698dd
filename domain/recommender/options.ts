// The question texts and options as the spec lists them (§2 "Vehicle-type recommender"), in the
// reader's language: questions are functions and option words getters, read during render.
import * as m from "../i18n/messages";
import type { Charging, Role, Use, WorkCharging } from "./answers";

export interface Option<T extends string> {
  value: T;
  label: string;
  description?: string;
}

/** An option whose words are read when shown (the language is decided per render). */
function option<T extends string>(value: T, label: () => string, description?: () => string): Option<T> {
  const words = {
    value,
    get label() {
      return label();
    },
  };
  if (!description) return words;
  return Object.defineProperty(words, "description", { get: description, enumerable: true }) as Option<T>;
}

export const roleQuestion = () => m.recommender_role_question();
export const ROLE_OPTIONS: readonly Option<Role>[] = [
  option("only", () => m.recommender_role_only()),
  option("second", () => m.recommender_role_second()),
];

export const useQuestion = () => m.recommender_use_question();
export const USE_OPTIONS: readonly Option<Use>[] = [
  option("around-town", () => m.recommender_use_around_town()),
  option("commuting", () => m.recommender_use_commuting()),
  option("road-trips", () => m.recommender_use_road_trips()),
  option("rideshare", () => m.recommender_use_rideshare()),
];

export const chargingQuestion = () => m.recommender_charging_question();
export const CHARGING_OPTIONS: readonly Option<Charging>[] = [
  option("level2-installed", () => m.recommender_charging_l2_installed(), () => m.recommender_charging_l2_installed_desc()),
  option("level2-planned", () => m.recommender_charging_l2_planned(), () => m.recommender_charging_l2_planned_desc()),
  option("240v", () => m.recommender_charging_240v(), () => m.recommender_charging_240v_desc()),
  option("110v", () => m.recommender_charging_110v(), () => m.recommender_charging_110v_desc()),
  option("no-access", () => m.recommender_charging_none(), () => m.recommender_charging_none_desc()),
];

export const workQuestion = () => m.recommender_work_question();
export const WORK_OPTIONS: readonly Option<WorkCharging>[] = [
  option("yes", () => m.recommender_yes()),
  option("no", () => m.recommender_no()),
];

export const milesQuestion = () => m.recommender_miles_question();
