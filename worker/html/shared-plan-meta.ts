// Link previews for /shared-plan?data=…: chat apps and social sites read the head without running
// JavaScript, so the Worker puts the plan's story in og:/twitter: tags at the edge. The payload is
// validated with the same decoder as the page; an invalid one keeps the generic route tags. The
// text is escaped where it is written (renderTags → escapeHtml), never here, so it is escaped once.
import { planSummaryLine, displayDailyMiles } from "../../domain/charging/plan-summary";
import type { PageMeta } from "../../domain/meta";
import { href, absoluteUrl } from "../../domain/routes";
import { canonicalPlanShareData, sharedPlanInputs } from "../../domain/share/plan-payload";
import { readPlanShare } from "../../domain/share/plan-payload.schema";

export const SHARED_PLAN_PATH = href("shared-plan");

/** The page meta for a shared-plan URL: the plan's summary when `data` is valid, else `base`. */
export function sharedPlanMeta(base: PageMeta, data: string | null, origin: string): PageMeta {
  const link = readPlanShare(data);
  if (link.status !== "ok") return base;
  const plan = link.value;
  const inputs = sharedPlanInputs(plan);
  const summary = planSummaryLine(inputs);
  return {
    ...base,
    title: `EV charging plan: ${displayDailyMiles(inputs)} miles a day in ${inputs.zipCode} | PlugPlan`,
    description: `${summary}. See the whole plan, or make your own in minutes.`,
    ogImage: absoluteUrl(origin, `/og/plan.png?data=${canonicalPlanShareData(plan)}`),
    ogImageAlt: `Shared EV charging plan: ${summary}`,
  };
}
