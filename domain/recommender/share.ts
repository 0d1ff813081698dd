// Recommender share links (spec §7): the page address with role, use, charging, work, miles and
// result; opening one pre-fills the form. Every parameter is validated on its own: a bad one is
// ignored and the others still apply.
import { CHARGING, EMPTY_ANSWERS, isComplete, isValidMiles, ROLES, USES, WORK, type RecommenderAnswers } from "./answers";
import type { Recommendation } from "./scoring";
import * as m from "../i18n/messages";

/** The share sheet's title in English (the spec's words); pages show shareTitle(). */
export const SHARE_TITLE = "My Electrified Vehicle Recommendation";
export const shareTitle = () => m.recommender_share_title();
export const copiedMessage = () => m.recommender_copied();

export function shareText(topTitle: string, link: string): string {
  return m.recommender_share_text({ title: topTitle, link });
}

/** "role=only&use=commuting&charging=240v&work=&miles=40&result=BEV" */
export function shareQuery(answers: RecommenderAnswers, top: Recommendation): string {
  const params: [string, string][] = [
    ["role", answers.role],
    ["use", answers.use],
    ["charging", answers.charging],
    ["work", answers.charging === "no-access" ? answers.work : ""],
    ["miles", String(answers.miles)],
    ["result", top.type],
  ];
  return params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join("&");
}

const pick = <T extends string>(allowed: readonly T[], value: string | null): T | "" =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : "";

export interface SharedAnswers {
  answers: RecommenderAnswers;
  /** True when the link carried a complete, valid set of answers: show the results at once. */
  showResults: boolean;
  /** True when the link had recommender parameters at all (valid or not). */
  present: boolean;
}

/** Reads the answers from a link's query (`get` is URLSearchParams.get). */
export function readSharedAnswers(get: (key: string) => string | null): SharedAnswers {
  const keys = ["role", "use", "charging", "work", "miles", "result"];
  const present = keys.some((key) => get(key) !== null);
  const milesText = get("miles");
  const miles = milesText !== null && /^\d{1,3}$/.test(milesText) ? Number(milesText) : Number.NaN;
  const charging = pick(CHARGING, get("charging"));
  const answers: RecommenderAnswers = {
    role: pick(ROLES, get("role")),
    use: pick(USES, get("use")),
    charging,
    work: charging === "no-access" ? pick(WORK, get("work")) : "",
    miles: isValidMiles(miles) ? miles : EMPTY_ANSWERS.miles,
  };
  // The result parameter is informational: we always recompute from the answers. Results show only
  // when the miles were valid too, so a broken link never shows a result for miles nobody chose.
  return { answers, showResults: isComplete(answers) && isValidMiles(miles), present };
}
