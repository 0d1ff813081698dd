// The words of "Your plan in dollars", apart from its code: LazyPlanMoney shows the loading line
// before the PlanMoney chunk arrives, and must not import that chunk to say it.
export const PLAN_MONEY_COPY = {
  title: "Your plan in dollars",
  loading: "Working out your costs…",
  sources: "Sources and dates",
  assumptions: "Change the assumptions",
  getTitle: "Money you may get",
  assumptionsSaved: "Your figures are saved with your plan and used on every screen.",
  assumptionsPageOnly: "Your figures change this page only; they are not saved.",
} as const;
