// A shared plan's first screen before any JavaScript (issue 30): the build prerendered the
// shared-plan page once with tokens for its figures (domain/share/first-screen.ts); here they become
// the figures of the plan this request priced (the same reading as the link tags and the og card),
// and the same figures go to the SPA in a JSON script, so its first render matches and hydrates.
import { displayDailyMiles } from "../../domain/charging-plan/summary";
import type { UserInputs } from "../../domain/contracts/progress.schema";
import { planMoneyLine, type PlanModel } from "../../domain/charging-plan/model";
import type { Locale } from "../../domain/i18n/locale";
import { getLocale } from "../../domain/i18n/runtime";
import { localizedAssetPath, type PrerenderedPage } from "../../domain/prerender";
import {
  SHARED_PLAN_DATA_ELEMENT_ID,
  SHARED_PLAN_TEMPLATE_ASSET,
  SHARED_PLAN_TOKENS,
  type SharedPlanFirstScreen,
} from "../../domain/share/first-screen";
import { serializeJsonLd } from "../../domain/meta";
import { escapeHtml } from "./escape";

/** The first screen's figures from the request's one priced plan (never from the link's text). */
export function sharedPlanFirstScreen(data: string, inputs: UserInputs, plan: PlanModel): SharedPlanFirstScreen {
  return { data, dailyMiles: String(displayDailyMiles(inputs)), zipCode: inputs.zipCode, money: planMoneyLine(plan) };
}

/** One template per language, fetched once per isolate. */
const templates = new Map<Locale, Promise<PrerenderedPage | undefined>>();

function loadTemplate(assets: Fetcher, requestUrl: string): Promise<PrerenderedPage | undefined> {
  const locale = getLocale();
  const kept = templates.get(locale);
  if (kept) return kept;
  const template = assets
    .fetch(new Request(new URL(localizedAssetPath(SHARED_PLAN_TEMPLATE_ASSET, locale), requestUrl)))
    .then((response) => (response.ok ? (response.json() as Promise<PrerenderedPage>) : undefined))
    // Missing or unreadable: the page renders in the browser, as before.
    .catch(() => undefined);
  templates.set(locale, template);
  return template;
}

const TOKEN_PATTERN = new RegExp(Object.values(SHARED_PLAN_TOKENS).join("|"), "g");

/**
 * Fills every token in one pass with a function replacer (a replacement string would read `$&` and
 * friends in the link's data; a second pass would fill tokens inside text already filled in).
 */
export function fillSharedPlanTokens(html: string, screen: SharedPlanFirstScreen): string {
  const values = new Map<string, string>([
    [SHARED_PLAN_TOKENS.data, screen.data],
    [SHARED_PLAN_TOKENS.dailyMiles, screen.dailyMiles],
    [SHARED_PLAN_TOKENS.zipCode, screen.zipCode],
    [SHARED_PLAN_TOKENS.money, screen.money],
  ]);
  return html.replace(TOKEN_PATTERN, (token) => escapeHtml(values.get(token) ?? ""));
}

/** The template filled in for this plan, or undefined when the build wrote none. */
export async function sharedPlanFirstScreenPage(
  assets: Fetcher,
  requestUrl: string,
  screen: SharedPlanFirstScreen,
): Promise<PrerenderedPage | undefined> {
  const loaded = await loadTemplate(assets, requestUrl);
  return loaded && { ...loaded, html: fillSharedPlanTokens(loaded.html, screen) };
}

/** The figures for the SPA: data, never run, so the CSP needs no hash for it. */
export function sharedPlanDataScript(screen: SharedPlanFirstScreen): string {
  // serializeJsonLd escapes <, > and &, so nothing in the link can close the script.
  return `<script type="application/json" id="${SHARED_PLAN_DATA_ELEMENT_ID}">${serializeJsonLd(screen)}</script>`;
}

/** Test hook. */
export function resetSharedPlanTemplate(): void {
  templates.clear();
}
