// Link previews for /shared-plan?data=…: chat apps and social sites read the head without running
// JavaScript, so the Worker puts the plan's story in og:/twitter: tags at the edge. The payload is
// validated with the same decoder as the page; an invalid one keeps the generic route tags. The
// text is escaped where it is written (renderTags → escapeHtml), never here, so it is escaped once.
import { planSummaryLine, displayDailyMiles } from "../../domain/charging/plan-summary";
import type { PageMeta } from "../../domain/meta";
import { href, absoluteUrl } from "../../domain/routes";
import { canonicalPlanShareData, sharedPlanInputs } from "../../domain/share/plan-payload";
import { readPlanShare } from "../../domain/share/plan-payload.schema";
import { computePlan, planMoneyLine, type PlanPlace } from "../../domain/plan/plan-model";
import type { UserInputs } from "../../domain/contracts/progress.schema";
import { planCardPath } from "../routes/og-image";

export const SHARED_PLAN_PATH = href("shared-plan");

/**
 * The page meta for a shared-plan URL: the plan's summary when `data` is valid, else `base`. With
 * `lookupPlace` (the ZIP shards), the description also carries the page's monthly figures.
 */
export async function sharedPlanMeta(
  base: PageMeta,
  data: string | null,
  origin: string,
  lookupPlace?: (inputs: UserInputs) => Promise<PlanPlace | null>,
): Promise<PageMeta> {
  const link = readPlanShare(data);
  if (link.status !== "ok") return base;
  const plan = link.value;
  const shareData = canonicalPlanShareData(plan);
  // og:url and the canonical link name this plan's own link, in its one canonical encoding: an
  // unfurler that follows og:url (Facebook keys objects by it) fetches this plan, not the bare
  // page, and two links to the same plan are one URL.
  const canonical = absoluteUrl(origin, `${SHARED_PLAN_PATH}?data=${shareData}`);
  const inputs = sharedPlanInputs(plan);
  const summary = planSummaryLine(inputs);
  const money = lookupPlace
    ? ` ${planMoneyLine(computePlan(inputs, await lookupPlace(inputs), new Date().toISOString().slice(0, 10)))}.`
    : "";
  const title = `EV charging plan: ${displayDailyMiles(inputs)} miles a day in ${inputs.zipCode} | PlugPlan`;
  const description = `${summary}.${money} See the whole plan, or make your own in minutes.`;
  return {
    ...base,
    title,
    description,
    canonical,
    // Versioned by the data's as-of dates: the description's figures and the image's are the same.
    ogImage: absoluteUrl(origin, planCardPath(shareData)),
    ogImageAlt: `Shared EV charging plan: ${summary}`,
    // The JSON-LD describes the same page the tags do.
    structuredData: base.structuredData && base.structuredData.map((entity, index) => (index === 0 ? { ...entity, name: title, description, url: canonical } : entity)),
  };
}
