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

const PURCHASE_OPTIONS = [
  { value: "new", label: "New" },
  { value: "used", label: "Used" },
  { value: "", label: "Not sure yet" },
] as const;

const OWNERSHIP_OPTIONS = [
  { value: "own", label: "Own" },
  { value: "rent", label: "Rent" },
  { value: "", label: "Not sure" },
] as const;

const INCOME_OPTIONS = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
  { value: "", label: "Not sure" },
] as const;

const sumOf = (list: readonly CountedIncentive[]) => list.reduce((total, c) => total + c.addsUsd, 0);

function carWords(purchase: MoneyYouMayGet["buyer"]["purchase"]): string {
  return purchase === "used" ? "a used car" : purchase === "new" ? "a new car" : "the car";
}

/** "Up to $1,000 toward a used car and $700 toward a home charger from programs open now." */
export function countedSentence(money: MoneyYouMayGet): string {
  const parts: string[] = [];
  if (money.vehicleUsd > 0) parts.push(`${formatUsdWhole(money.vehicleUsd)} toward ${carWords(money.buyer.purchase)}`);
  if (money.chargerUsd > 0) parts.push(`${formatUsdWhole(money.chargerUsd)} toward a home charger`);
  if (parts.length === 0) {
    return money.awaitingAnswers.length > 0
      ? "Nothing is counted yet: the programs open here depend on an answer below."
      : `No program open now has a dollar amount we can count for ${carWords(money.buyer.purchase)} here.`;
  }
  const withIncome = money.buyer.incomeQualifies === "yes" && money.counted.some((c) => c.incomeQualified) ? ", with your household income qualifying" : "";
  return `Up to ${parts.join(" and ")} from programs open now${withIncome}.`;
}

/**
 * "$3,000 more if your household income qualifies (it replaces the $1,000)." With nothing counted
 * before it: "Up to $4,700 if your household income qualifies."
 */
export function incomeSentence(offers: readonly CountedIncentive[], nothingBefore = false): string {
  const amount = formatUsdWhole(sumOf(offers));
  const more = nothingBefore ? `Up to ${amount} if your household income qualifies` : `${amount} more if your household income qualifies`;
  const replacing = offers.filter((c) => c.replacesUsd !== null);
  if (offers.length === 1 && replacing.length === 1) return `${more} (it replaces the ${formatUsdWhole(replacing[0]!.replacesUsd!)}).`;
  if (replacing.length > 0) return `${more} (income-qualified tiers replace the standard rebate they go with).`;
  return `${more}.`;
}

/** What an answer would add: "If you own your home: up to $1,200 from Austin Energy." */
function awaitingSentence(entry: CountedIncentive): string {
  const condition = entry.conditions.join(", ");
  const head = condition.charAt(0).toUpperCase() + condition.slice(1);
  const replaces = entry.replacesUsd !== null ? ` (it replaces the ${formatUsdWhole(entry.replacesUsd)})` : "";
  return `${head}: up to ${formatUsdWhole(entry.addsUsd)} from ${entry.entity}${replaces}.`;
}

export function PlanIncentives({ incentives, onChange, saved = false }: PlanIncentivesProps) {
  if (incentives === null) return <p className="plan-money__note">We could not place your ZIP or load its programs, so we cannot say which programs apply.</p>;
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
            <p>Are you buying new or used?</p>
            <SegmentedControl
              label="Are you buying new or used?"
              value={buyer.purchase}
              options={PURCHASE_OPTIONS}
              onChange={(purchase) => onChange({ purchase })}
            />
          </div>
          <div className="plan-incentives__question">
            <p>Do you own or rent your home?</p>
            <SegmentedControl
              label="Do you own or rent your home?"
              value={buyer.homeOwnership}
              options={OWNERSHIP_OPTIONS}
              onChange={(homeOwnership) => onChange({ homeOwnership })}
            />
          </div>
          <div className="plan-incentives__question">
            <p>Is your household income under the income-qualified programs&apos; limits? (optional)</p>
            <SegmentedControl
              label="Is your household income under the income-qualified programs' limits?"
              value={buyer.incomeQualifies}
              options={INCOME_OPTIONS}
              onChange={(incomeQualifies) => onChange({ incomeQualifies })}
            />
          </div>
          <p className="plan-money__note">
            {saved ? "Your answers are saved with your plan." : "Your answers change this page only; they are not saved."} Limits differ by program:
            each program&apos;s page has its own.
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
          <p>Not counted until you answer:</p>
          <ul>
            {incentives.awaitingAnswers.map((entry) => (
              <li key={entry.id}>{awaitingSentence(entry)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {incentives.checkAvailability.length > 0 ? (
        <p className="plan-money__note">
          Check availability, not counted: {[...new Set(incentives.checkAvailability.map((c) => c.entity))].join("; ")}.
        </p>
      ) : null}
      {incentives.communityChoice ? (
        <p className="plan-money__note" data-testid="money-community-choice-programs">
          {/* What the provider means for the price stands beside home charging (PlanMoney); here, its programs. */}
          {incentives.communityChoice.name}, your community-choice provider, runs its own programs, which are not listed here: check{" "}
          {incentives.communityChoice.name}&apos;s.
        </p>
      ) : incentives.communityChoiceMayServe ? (
        <p className="plan-money__note" data-testid="money-community-choice-programs">
          Community-choice providers run their own programs, which are not listed here; check whether one serves your address.
        </p>
      ) : null}
      <p className="plan-money__note" data-testid="money-coverage">
        {incentives.coverage}
      </p>
      <p className="plan-money__note" data-testid="money-credit">
        Only open programs with a dated source count. {incentives.credit}{" "}
        <Link to={href("incentives")}>See every program and its rules</Link>.
      </p>
    </>
  );
}
