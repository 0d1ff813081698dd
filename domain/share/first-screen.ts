// A shared plan's first screen before any JavaScript (issue 30): its heading, basis line and
// dollars. The Worker prices a /shared-plan link once per request for the link tags and the og card
// (./shared-plan-reading.ts); the same priced plan fills this first screen. The build prerenders
// the page once with tokens in place of the figures (web/prerender/entry-server.tsx), the Worker
// fills the tokens (worker/html/shared-plan-first-screen.ts) and hands the same figures to the SPA
// in a JSON script, so the page's first render in the browser is the same markup and hydrates
// without a change. Like ../dealers/first-screen-template.ts, this is kept out of the app's entry:
// only the build, the Worker and the shared-plan page read it.
// Constants and types only: the page's chunk imports this, and the pricing stays in the Worker.
import { PRERENDER_DIR } from "../prerender";

/** <script type="application/json" id=…> holding SharedPlanFirstScreen. */
export const SHARED_PLAN_DATA_ELEMENT_ID = "plugplan-shared-plan";

/** Where the build writes the shared plan's first-screen template. */
export const SHARED_PLAN_TEMPLATE_ASSET = `/${PRERENDER_DIR}/shared-plan-first-screen.json`;

/** Texts the Worker fills in: none can occur in real markup. */
export const SHARED_PLAN_TOKENS = {
  data: "PPTOKENSHAREDATA",
  dailyMiles: "PPTOKENSHAREMILES",
  zipCode: "PPTOKENSHAREZIP",
  money: "PPTOKENSHAREMONEY",
} as const;

/** The page the build renders the template at: the shared-plan route with the token as its link. */
export const SHARED_PLAN_TEMPLATE_PATH = `/shared-plan?data=${SHARED_PLAN_TOKENS.data}`;

export interface SharedPlanFirstScreen {
  /** The link's `data` exactly as in the address: the page uses these figures only for that link. */
  data: string;
  /** Whole miles a day, as text ("40"). */
  dailyMiles: string;
  zipCode: string;
  /** planMoneyLine of the plan priced for its ZIP's place: "$52 a month electric vs $148 in a gas car: $96 less". */
  money: string;
}

/** The build's placeholder: every figure a token. */
export const SHARED_PLAN_TEMPLATE: SharedPlanFirstScreen = {
  data: SHARED_PLAN_TOKENS.data,
  dailyMiles: SHARED_PLAN_TOKENS.dailyMiles,
  zipCode: SHARED_PLAN_TOKENS.zipCode,
  money: SHARED_PLAN_TOKENS.money,
};
