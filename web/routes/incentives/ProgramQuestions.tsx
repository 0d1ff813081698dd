// The finder's optional questions (issue 33): new or used, EV or plug-in hybrid, own or rent,
// household size and income (and tax filing status where a program's limit depends on it). None is
// required: unanswered, a program that depends on the answer is listed "if …" and never counted.
// The answers stay on this page; the income is never sent anywhere.
import { useId, useState } from "react";
import type { ProgramAnswers } from "../../../domain/incentives/eligibility";
import { FILING_STATUSES, type FilingStatus } from "../../../domain/incentives/programs";
import { SegmentedControl } from "../../components/ui/SegmentedControl";
import { Collapsible } from "../../components/ui/Collapsible";

import * as m from "../../../domain/i18n/messages";

const FILING_WORDS: Record<FilingStatus, () => string> = {
  single: () => m.incentives_filing_single(),
  joint: () => m.incentives_filing_joint(),
  married_filing_separately: () => m.incentives_filing_separately(),
  hoh: () => m.incentives_filing_hoh(),
  qualifying_widower_with_dependent_child: () => m.incentives_filing_widow(),
};

interface ProgramQuestionsProps {
  answers: ProgramAnswers;
  onChange: (answers: ProgramAnswers) => void;
}

/** Drops a key instead of storing undefined (exactOptionalPropertyTypes). */
function withAnswer<K extends keyof ProgramAnswers>(answers: ProgramAnswers, key: K, value: ProgramAnswers[K] | undefined): ProgramAnswers {
  const next = { ...answers };
  if (value === undefined) delete next[key];
  else next[key] = value;
  return next;
}

export function ProgramQuestions({ answers, onChange }: ProgramQuestionsProps) {
  const id = useId();
  const set = <K extends keyof ProgramAnswers>(key: K, value: ProgramAnswers[K] | undefined) => onChange(withAnswer(answers, key, value));
  return (
    <Collapsible title={m.incentives_questions_title()} defaultOpen headingLevel={2} className="incentive-questions">
      <p className="incentive-filter__hint">
        {m.incentives_questions_hint()}
      </p>
      <div className="incentive-questions__row">
        {/* One wording with the plan's "Money you may get" question (domain/incentives/i18n). */}
        <p id={`${id}-purchase`}>{m.finder_question_purchase()}</p>
        <SegmentedControl
          label={m.finder_question_purchase()}
          value={answers.purchase ?? ""}
          options={[
            { value: "new", label: m.finder_answer_new() },
            { value: "used", label: m.finder_answer_used() },
            { value: "", label: m.finder_answer_not_sure() },
          ]}
          onChange={(value) => set("purchase", value === "" ? undefined : value)}
        />
      </div>
      <div className="incentive-questions__row">
        <p>{m.incentives_question_vehicle()}</p>
        <SegmentedControl
          label={m.incentives_question_vehicle()}
          value={answers.vehicle ?? ""}
          options={[
            { value: "ev", label: m.incentives_answer_bev() },
            { value: "phev", label: m.incentives_answer_phev() },
            { value: "", label: m.finder_answer_not_sure() },
          ]}
          onChange={(value) => set("vehicle", value === "" ? undefined : value)}
        />
      </div>
      <div className="incentive-questions__row">
        <p>{m.finder_question_owner()}</p>
        <SegmentedControl
          label={m.finder_question_owner()}
          value={answers.owner ?? ""}
          options={[
            { value: "homeowner", label: m.incentives_answer_own() },
            { value: "renter", label: m.incentives_answer_rent() },
            { value: "", label: m.finder_answer_not_sure() },
          ]}
          onChange={(value) => set("owner", value === "" ? undefined : value)}
        />
      </div>
      <div className="incentive-questions__row">
        <label htmlFor={`${id}-size`}>{m.incentives_household_size()}</label>
        <select
          id={`${id}-size`}
          value={answers.householdSize ?? ""}
          onChange={(event) => set("householdSize", event.target.value === "" ? undefined : Number(event.target.value))}
        >
          <option value="">{m.incentives_not_answered()}</option>
          {[1, 2, 3, 4, 5, 6, 7, 8].map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <IncomeField value={answers.householdIncome} onChange={(value) => set("householdIncome", value)} />
      <div className="incentive-questions__row">
        <label htmlFor={`${id}-filing`}>{m.incentives_filing_status()}</label>
        <select
          id={`${id}-filing`}
          value={answers.filingStatus ?? ""}
          onChange={(event) => set("filingStatus", event.target.value === "" ? undefined : (event.target.value as FilingStatus))}
        >
          <option value="">{m.incentives_not_answered()}</option>
          {FILING_STATUSES.map((status) => (
            <option key={status} value={status}>
              {FILING_WORDS[status]()}
            </option>
          ))}
        </select>
      </div>
    </Collapsible>
  );
}

function IncomeField({ value, onChange }: { value: number | undefined; onChange: (value: number | undefined) => void }) {
  const id = useId();
  // What the person typed, kept as text so a half-typed figure is not rewritten under them.
  const [text, setText] = useState(value === undefined ? "" : String(value));
  const cleaned = text.replace(/[$,\s]/g, "");
  const amount = Number(cleaned);
  const invalid = cleaned !== "" && !(Number.isInteger(amount) && amount >= 0 && amount < 100_000_000);
  return (
    <div className="incentive-questions__row">
      <label htmlFor={id}>{m.incentives_income_label()}</label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={text}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          const digits = next.replace(/[$,\s]/g, "");
          const figure = Number(digits);
          onChange(digits !== "" && Number.isInteger(figure) && figure >= 0 && figure < 100_000_000 ? figure : undefined);
        }}
      />
      <p id={`${id}-hint`} className={invalid ? "incentives__zip-error" : "incentive-filter__hint"}>
        {invalid ? m.incentives_income_error() : m.incentives_income_hint()}
      </p>
    </div>
  );
}
