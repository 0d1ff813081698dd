// Link previews for /shared-plan?data=…: chat apps and social sites read the head without running
// JavaScript, so the Worker puts the plan's story in og:/twitter: tags at the edge. The payload is
// validated with the same decoder as the page; an invalid one is a noindex 404 with the generic
// route tags. Tag text is escaped where it is written (renderTags → escapeHtml), never here, so it
// is escaped once; the <noscript> summary is HTML built here, so it is escaped here.
import { chargingSummaryLines, displayDailyMiles, planSummaryLine } from "../../domain/charging-plan/summary";
import type { PageMeta } from "../../domain/meta";
import { href, absoluteUrl } from "../../domain/routes";
import { localizePath } from "../../domain/i18n/locale";
import { getLocale } from "../../domain/i18n/runtime";
import * as m from "../../domain/i18n/messages";
import { planMoneyLine, type PlanModel } from "../../domain/charging-plan/model";
import type { SharedPlanReading } from "../../domain/share/shared-plan-reading";
import type { UserInputs } from "../../domain/contracts/progress.schema";
import { planCardPath } from "../routes/og-image";
import { escapeHtml } from "./escape";
import type { SharedPlanFirstScreen } from "../../domain/share/first-screen";
import { sharedPlanFirstScreen } from "./shared-plan-first-screen";

export const SHARED_PLAN_PATH = href("shared-plan");

/** Search engines and unfurlers show about this many characters of a description; ours fit. */
export const MAX_DESCRIPTION_LENGTH = 160;

/** What an invalid, missing, truncated or repeated `data` gets: a real 404 that claims no URL. */
export const INVALID_SHARED_PLAN_ROBOTS = "noindex, follow";

export interface SharedPlanPage {
  meta: PageMeta;
  /** 404 when the link names no plan: a soft 404 (200, indexable) let search keep broken links. */
  status: 200 | 404;
  /** The plan's summary as HTML for readers without JavaScript (the shell's <noscript>). */
  noscriptHtml?: string;
  /** The same summary without the heading and dollars, for a page whose #root already shows them (issue 30). */
  noscriptRestHtml?: string;
  /** The first screen's figures (heading, basis, dollars) from the same priced plan. */
  firstScreen?: SharedPlanFirstScreen;
}

/**
 * The first of these that fits in MAX_DESCRIPTION_LENGTH: the whole sentence, without the
 * invitation, then with only the miles and ZIP of the summary. The last resort is cut at a word
 * (planMoneyLine's wording may grow; the description must not).
 */
export function sharedPlanDescription(summary: string, shortSummary: string, money: string | undefined): string {
  const figures = money ? ` ${money}.` : "";
  const candidates = [
    `${summary}.${figures} ${m.worker_shared_see_whole()}`,
    `${summary}.${figures}`,
    `${shortSummary}.${figures}`,
  ];
  const fitting = candidates.find((candidate) => candidate.length <= MAX_DESCRIPTION_LENGTH);
  if (fitting) return fitting;
  const cut = candidates.at(-1)!.slice(0, MAX_DESCRIPTION_LENGTH - 1);
  return `${cut.slice(0, cut.lastIndexOf(" "))}…`;
}

/**
 * The summary a reader without JavaScript gets: the page's own headings and figures, as text. When
 * #root already shows the first screen (its heading and dollars), only the rest, so nothing shows twice.
 */
function noscriptSummary(inputs: UserInputs, plan: PlanModel, money: string, firstScreenShown: boolean): string {
  const result = plan.range;
  const lines = chargingSummaryLines(inputs, result)
    .map((line) => `<li>${escapeHtml(line)}</li>`)
    .join("");
  const top = firstScreenShown
    ? ""
    : `
      <h1>${escapeHtml(m.worker_shared_heading())}</h1>
      <p>${escapeHtml(m.worker_shared_based_on({ miles: displayDailyMiles(inputs), zip: inputs.zipCode }))}</p>
      <h2>${escapeHtml(m.worker_shared_in_dollars())}</h2>
      <p>${escapeHtml(money)}.</p>`;
  return `<${firstScreenShown ? "section" : "article"} class="shared-plan stack">${top}
      <h2>${escapeHtml(m.worker_shared_summary())}</h2>
      <p>${escapeHtml(result.mainMessage)}</p>
      <ul>${lines}</ul>
      <p>${escapeHtml(m.worker_shared_needs_js())} <a href="${href("charging-plan")}">${escapeHtml(m.worker_shared_create())}</a></p>
    </${firstScreenShown ? "section" : "article"}>`;
}

/**
 * The page for a shared-plan URL: the plan's summary in the tags, the description and a <noscript>
 * body when the link names one valid plan; a noindex 404 with the bare page's generic tags
 * otherwise. The reading is the request's one decode and pricing (domain/share/shared-plan-reading.ts;
 * the caller reads `data` only when the query gives exactly one: two plans in one link are no plan).
 * Every figure comes from that one priced plan (computePlan with the ZIP's place), never from the link.
 */
export async function sharedPlanPage(base: PageMeta, reading: SharedPlanReading, origin: string, data?: string): Promise<SharedPlanPage> {
  if (!reading.decoded) {
    return { status: 404, meta: { ...base, canonical: null, robots: INVALID_SHARED_PLAN_ROBOTS, structuredData: null } };
  }
  const { canonical: shareData, inputs, plan } = await reading.priced();
  // og:url and the canonical link name this plan's own link, in its one canonical encoding: an
  // unfurler that follows og:url (Facebook keys objects by it) fetches this plan, not the bare
  // page, and two links to the same plan are one URL.
  const canonical = absoluteUrl(origin, localizePath(`${SHARED_PLAN_PATH}?data=${shareData}`, getLocale()));
  const summary = planSummaryLine(inputs, plan.range);
  const money = planMoneyLine(plan);
  const title = m.worker_shared_title({ miles: displayDailyMiles(inputs), zip: inputs.zipCode });
  const description = sharedPlanDescription(summary, summary.split(" · ")[0]!, money);
  return {
    status: 200,
    noscriptHtml: noscriptSummary(inputs, plan, money, false),
    noscriptRestHtml: noscriptSummary(inputs, plan, money, true),
    // Keyed by the link's `data` as the address spells it (the page looks it up by that).
    firstScreen: sharedPlanFirstScreen(data ?? shareData, inputs, plan),
    meta: {
      ...base,
      title,
      description,
      canonical,
      // Versioned by the data's as-of dates: the description's figures and the image's are the same.
      ogImage: absoluteUrl(origin, planCardPath(shareData)),
      ogImageAlt: m.worker_shared_image_alt({ summary }),
      // The JSON-LD describes the same page the tags do.
      structuredData:
        base.structuredData && base.structuredData.map((entity, index) => (index === 0 ? { ...entity, name: title, description, url: canonical } : entity)),
    },
  };
}
