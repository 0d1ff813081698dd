// The words of "Your plan in dollars", apart from its code: LazyPlanMoney shows the loading line
// before the PlanMoney chunk arrives, and must not import that chunk to say it.
// Getters: each read gives the words in the page's language (decided per render from the URL).
import * as m from "../../../../domain/i18n/messages";

export const PLAN_MONEY_COPY = {
  get title() {
    return m.results_money_title();
  },
  get loading() {
    return m.results_money_loading();
  },
  get sources() {
    return m.results_money_sources();
  },
  get assumptions() {
    return m.results_money_assumptions();
  },
  get getTitle() {
    return m.results_money_get_title();
  },
  get assumptionsSaved() {
    return m.results_money_assumptions_saved();
  },
  get assumptionsPageOnly() {
    return m.results_money_assumptions_page_only();
  },
};
