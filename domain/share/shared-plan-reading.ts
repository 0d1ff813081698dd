// A shared plan, decoded and priced once per request (issue 33). The Worker reads a /shared-plan
// link for the page's link tags and <noscript> summary (worker/html/shared-plan-meta.ts) and for its
// og:image card (worker/routes/og-image.ts), and each used to validate the data, recover the inputs
// and price the plan for its ZIP's place on its own. Here is the one way to do it: decode (cheap,
// synchronous: the card needs the canonical form for its cache key before deciding to render),
// then price on first demand (the ZIP shard, the station search, computePlan), memoised per request
// so every reader of one request shares one computation. The browser's SharedPlanPage decodes with
// the same decodeSharedPlan (loaded lazily: it pulls zod) and prices in the browser with its own
// place hook.
import type { UserInputs } from "../contracts/progress.schema";
import { computePlan, type PlanModel, type PlanPlace } from "../charging-plan/model";
import { canonicalPlanShareData, sharedPlanInputs, type PlanSharePayload } from "./plan-payload";
import { readPlanShare } from "./plan-payload.schema";

export interface DecodedSharedPlan {
  payload: PlanSharePayload;
  /** The plan's one canonical encoding (the card's cache key, og:url). */
  canonical: string;
  inputs: UserInputs;
}

export interface PricedSharedPlan extends DecodedSharedPlan {
  place: PlanPlace | null;
  plan: PlanModel;
}

/** The plan a link's `data` names, or null when it names none (missing, broken, forged). */
export function decodeSharedPlan(data: string | null | undefined): DecodedSharedPlan | null {
  const link = readPlanShare(data);
  if (link.status !== "ok") return null;
  return { payload: link.value, canonical: canonicalPlanShareData(link.value), inputs: sharedPlanInputs(link.value) };
}

export interface SharedPlanReading {
  decoded: DecodedSharedPlan | null;
  /** The plan priced for its place: computed on the first call, the same promise after. Rejects when `decoded` is null. */
  priced(): Promise<PricedSharedPlan>;
}

export interface PricingDeps {
  lookupPlace: (inputs: UserInputs) => Promise<PlanPlace | null>;
  /** YYYY-MM-DD: programs past their end date never count. */
  today: string;
  /** computePlan; a test passes a counting one. */
  compute?: typeof computePlan;
}

const perRequest = new WeakMap<object, Map<string, SharedPlanReading>>();

/**
 * The reading of `data` for one request (`scope`: the request object, alive as long as the request).
 * Every caller in that request gets the same reading, so the link is decoded once and the plan priced
 * at most once, whoever asks first. The first caller's `deps` are the ones used.
 */
export function readSharedPlan(scope: object, data: string | null | undefined, deps: PricingDeps): SharedPlanReading {
  let readings = perRequest.get(scope);
  if (!readings) perRequest.set(scope, (readings = new Map()));
  // null and "" both name no plan; a real payload is never empty.
  const key = data ?? "";
  const known = readings.get(key);
  if (known) return known;
  const decoded = decodeSharedPlan(data);
  let pricing: Promise<PricedSharedPlan> | undefined;
  const reading: SharedPlanReading = {
    decoded,
    priced() {
      pricing ??= decoded
        ? deps.lookupPlace(decoded.inputs).then((place) => ({ ...decoded, place, plan: (deps.compute ?? computePlan)(decoded.inputs, place, deps.today) }))
        : Promise.reject(new Error("No shared plan to price"));
      return pricing;
    },
  };
  readings.set(key, reading);
  return reading;
}
