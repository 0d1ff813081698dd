// "Money you may get" in the plan (issues 23 and 33): the optional questions (new or used; own or
// rent; household income) and the programs counted for the person's place and answers
// (domain/incentives/money-you-may-get.ts, the same eligibility as the incentives finder), in
// every state. Never a required step: unanswered, a program that depends on the answer is not
// counted and the plan says what an answer would add. An answer is saved like the plan's other assumptions (through
// the section's change handler) and the figures follow at once.
import { Link } from "react-router";
import { href } from "../../../../domain/routes";
import type { UserInputs } from "../../../../domain/contracts/progress.schema";
import type { CountedIncentive, MoneyYouMayGet } from "../../../../domain/incentives/money-you-may-get";
import { formatUsdWhole } from "../../../../domain/rates/format";
import { SegmentedControl } from "../../../components/ui/SegmentedControl";
import * as m from "../../../../domain/i18n/messages";
import "./plan-incentives.css";

export type BuyerChange = Partial<Pick<UserInputs, "purchase" | "incomeQualifies" | "homeOwnership">>;

export interface PlanIncentivesProps {
  /** null when the ZIP could not be placed. */
  incentives: MoneyYouMayGet | null;
  /** Saves an answer with the plan (or on this page only); without it the questions are not asked. */
  onChange?: (change: BuyerChange) => void;
  /** Whether an answer is kept with the plan (the caller knows). */
  saved?: boolean;
}

// Built per render: the labels are in the page's language.
const purchaseOptions = () =>
  [
    { value: "new", label: m.results_inc_new() },
    { value: "used", label: m.results_inc_used() },
    { value: "", label: m.results_inc_not_sure_yet() },
  ] as const;

const ownershipOptions = () =>
  [
    { value: "own", label: m.results_inc_own() },
    { value: "rent", label: m.results_inc_rent() },
    { value: "", label: m.results_inc_not_sure() },
  ] as const;

const incomeOptions = () =>
  [
    { value: "yes", label: m.results_inc_yes() },
    { value: "no", label: m.results_inc_no() },
    { value: "", label: m.results_inc_not_sure() },
  ] as const;

const sumOf = (list: readonly CountedIncentive[]) => list.reduce((total, c) => total + c.addsUsd, 0);

function carWords(purchase: MoneyYouMayGet["buyer"]["purchase"]): string {
  return purchase === "used" ? m.results_inc_car_used() : purchase === "new" ? m.results_inc_car_new() : m.results_inc_car_any();
}

/** "Up to $1,000 toward a used car and $700 toward a home charger from programs open now." */
export function countedSentence(money: MoneyYouMayGet): string {
  const parts: string[] = [];
  if (money.vehicleUsd > 0) parts.push(m.results_inc_toward_car({ amount: formatUsdWhole(money.vehicleUsd), car: carWords(money.buyer.purchase) }));
  if (money.chargerUsd > 0) parts.push(m.results_inc_toward_charger({ amount: formatUsdWhole(money.chargerUsd) }));
  const [first, second] = parts;
  if (first === undefined) {
    return money.awaitingAnswers.length > 0 ? m.results_inc_nothing_yet() : m.results_inc_nothing_for({ car: carWords(money.buyer.purchase) });
  }
  const income = money.buyer.incomeQualifies === "yes" && money.counted.some((c) => c.incomeQualified) ? m.results_inc_with_income() : "";
  return second === undefined ? m.results_inc_up_to_one({ first, income }) : m.results_inc_up_to_two({ first, second, income });
}

/**
 * "$3,000 more if your household income qualifies (it replaces the $1,000)." With nothing counted
 * before it: "Up to $4,700 if your household income qualifies."
 */
export function incomeSentence(offers: readonly CountedIncentive[], nothingBefore = false): string {
  const amount = formatUsdWhole(sumOf(offers));
  const more = nothingBefore ? m.results_inc_income_up_to({ amount }) : m.results_inc_income_more({ amount });
  const replacing = offers.filter((c) => c.replacesUsd !== null);
  if (offers.length === 1 && replacing.length === 1) return m.results_inc_replaces({ text: more, amount: formatUsdWhole(replacing[0]!.replacesUsd!) });
  if (replacing.length > 0) return m.results_inc_replaces_tiers({ text: more });
  return `${more}.`;
}

/** What an answer would add: "If you own your home: up to $1,200 from Austin Energy." */
function awaitingSentence(entry: CountedIncentive): string {
  const condition = entry.conditions.join(", ");
  const head = condition.charAt(0).toUpperCase() + condition.slice(1);
  const amount = formatUsdWhole(entry.addsUsd);
  return entry.replacesUsd !== null
    ? m.results_inc_awaiting_replaces({ condition: head, amount, entity: entry.entity, replaced: formatUsdWhole(entry.replacesUsd) })
    : m.results_inc_awaiting({ condition: head, amount, entity: entry.entity });
}

export function PlanIncentives({ incentives, onChange, saved = false }: PlanIncentivesProps) {
  if (incentives === null) return <p className="plan-money__note">{m.results_inc_unplaced()}</p>;
  return (
    <div className="plan-incentives" data-testid="plan-incentives-root">
      <PlanIncentivesBody incentives={incentives} saved={saved} {...(onChange ? { onChange } : {})} />
    </div>
  );
}

function PlanIncentivesBody({ incentives, onChange, saved }: { incentives: MoneyYouMayGet; onChange?: (change: BuyerChange) => void; saved: boolean }) {

  const { buyer } = incentives;
  return (
    <>
      {onChange ? (
        <div className="plan-incentives__questions" data-testid="money-buyer-questions">
          <div className="plan-incentives__question">
            <p>{m.results_inc_q_purchase()}</p>
            <SegmentedControl
              label={m.results_inc_q_purchase()}
              value={buyer.purchase}
              options={purchaseOptions()}
              onChange={(purchase) => onChange({ purchase })}
            />
          </div>
          <div className="plan-incentives__question">
            <p>{m.results_inc_q_home()}</p>
            <SegmentedControl
              label={m.results_inc_q_home()}
              value={buyer.homeOwnership}
              options={ownershipOptions()}
              onChange={(homeOwnership) => onChange({ homeOwnership })}
            />
          </div>
          <div className="plan-incentives__question">
            <p>
              {m.results_inc_q_income()} {m.results_inc_optional()}
            </p>
            <SegmentedControl
              label={m.results_inc_q_income()}
              value={buyer.incomeQualifies}
              options={incomeOptions()}
              onChange={(incomeQualifies) => onChange({ incomeQualifies })}
            />
          </div>
          <p className="plan-money__note">
            {saved ? m.results_inc_answers_saved() : m.results_inc_answers_page_only()} {m.results_inc_limits()}
          </p>
        </div>
      ) : null}

      <p data-testid="money-incentives">
        {countedSentence(incentives)}
        {incentives.ifIncomeQualifies.length > 0 ? (
          <>
            {" "}
            <strong data-testid="money-income-qualified">
              {incomeSentence(incentives.ifIncomeQualifies, incentives.vehicleUsd + incentives.chargerUsd === 0)}
            </strong>
          </>
        ) : null}
      </p>
      {incentives.awaitingAnswers.length > 0 ? (
        <div className="plan-money__note" data-testid="money-awaiting">
          <p>{m.results_inc_not_counted_until()}</p>
          <ul>
            {incentives.awaitingAnswers.map((entry) => (
              <li key={entry.id}>{awaitingSentence(entry)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {incentives.checkAvailability.length > 0 ? (
        <p className="plan-money__note">
          {m.results_inc_check_availability({ names: [...new Set(incentives.checkAvailability.map((c) => c.entity))].join("; ") })}
        </p>
      ) : null}
      {incentives.communityChoice ? (
        <p className="plan-money__note" data-testid="money-community-choice-programs">
          {/* What the provider means for the price stands beside home charging (PlanMoney); here, its programs. */}
          {m.results_inc_community_choice({ name: incentives.communityChoice.name })}
        </p>
      ) : incentives.communityChoiceMayServe ? (
        <p className="plan-money__note" data-testid="money-community-choice-programs">
          {m.results_inc_community_choice_may_serve()}
        </p>
      ) : null}
      <p className="plan-money__note" data-testid="money-coverage">
        {incentives.coverage}
      </p>
      <p className="plan-money__note" data-testid="money-credit">
        {m.results_inc_only_open()} {incentives.credit} <Link to={href("incentives")}>{m.results_inc_see_every()}</Link>.
      </p>
    </>
  );
}
