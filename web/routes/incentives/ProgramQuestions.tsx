// The finder's optional questions (issue 33): new or used, EV or plug-in hybrid, own or rent,
// household size and income (and tax filing status where a program's limit depends on it). None is
// required: unanswered, a program that depends on the answer is listed "if …" and never counted.
// The answers stay on this page; the income is never sent anywhere.
import { useId, useState } from "react";
import type { ProgramAnswers } from "../../../domain/incentives/eligibility";
import { FILING_STATUSES, type FilingStatus } from "../../../domain/incentives/programs";
import { SegmentedControl } from "../../components/ui/SegmentedControl";
import { Collapsible } from "../../components/ui/Collapsible";

const FILING_WORDS: Record<FilingStatus, string> = {
  single: "Single",
  joint: "Married filing jointly",
  married_filing_separately: "Married filing separately",
  hoh: "Head of household",
  qualifying_widower_with_dependent_child: "Qualifying surviving spouse",
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
    <Collapsible title="About you (optional)" defaultOpen headingLevel={2} className="incentive-questions">
      <p className="incentive-filter__hint">
        Every question is optional. Until you answer one, programs that depend on it are listed with an &quot;if&quot; and not counted.
        Your answers stay on this page.
      </p>
      <div className="incentive-questions__row">
        <p id={`${id}-purchase`}>New or used?</p>
        <SegmentedControl
          label="New or used?"
          value={answers.purchase ?? ""}
          options={[
            { value: "new", label: "New" },
            { value: "used", label: "Used" },
            { value: "", label: "Not sure" },
          ]}
          onChange={(value) => set("purchase", value === "" ? undefined : value)}
        />
      </div>
      <div className="incentive-questions__row">
        <p>Battery EV or plug-in hybrid?</p>
        <SegmentedControl
          label="Battery EV or plug-in hybrid?"
          value={answers.vehicle ?? ""}
          options={[
            { value: "ev", label: "Battery EV" },
            { value: "phev", label: "Plug-in hybrid" },
            { value: "", label: "Not sure" },
          ]}
          onChange={(value) => set("vehicle", value === "" ? undefined : value)}
        />
      </div>
      <div className="incentive-questions__row">
        <p>Do you own or rent your home?</p>
        <SegmentedControl
          label="Do you own or rent your home?"
          value={answers.owner ?? ""}
          options={[
            { value: "homeowner", label: "Own" },
            { value: "renter", label: "Rent" },
            { value: "", label: "Not sure" },
          ]}
          onChange={(value) => set("owner", value === "" ? undefined : value)}
        />
      </div>
      <div className="incentive-questions__row">
        <label htmlFor={`${id}-size`}>People in your household</label>
        <select
          id={`${id}-size`}
          value={answers.householdSize ?? ""}
          onChange={(event) => set("householdSize", event.target.value === "" ? undefined : Number(event.target.value))}
        >
          <option value="">Not answered</option>
          {[1, 2, 3, 4, 5, 6, 7, 8].map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <IncomeField value={answers.householdIncome} onChange={(value) => set("householdIncome", value)} />
      <div className="incentive-questions__row">
        <label htmlFor={`${id}-filing`}>Tax filing status (some state credits use it)</label>
        <select
          id={`${id}-filing`}
          value={answers.filingStatus ?? ""}
          onChange={(event) => set("filingStatus", event.target.value === "" ? undefined : (event.target.value as FilingStatus))}
        >
          <option value="">Not answered</option>
          {FILING_STATUSES.map((status) => (
            <option key={status} value={status}>
              {FILING_WORDS[status]}
            </option>
          ))}
        </select>
      </div>
    </Collapsible>
  );
}

const INCOME_MESSAGE = "Enter your yearly household income in whole dollars, for example 65000.";

function IncomeField({ value, onChange }: { value: number | undefined; onChange: (value: number | undefined) => void }) {
  const id = useId();
  // What the person typed, kept as text so a half-typed figure is not rewritten under them.
  const [text, setText] = useState(value === undefined ? "" : String(value));
  const cleaned = text.replace(/[$,\s]/g, "");
  const amount = Number(cleaned);
  const invalid = cleaned !== "" && !(Number.isInteger(amount) && amount >= 0 && amount < 100_000_000);
  return (
    <div className="incentive-questions__row">
      <label htmlFor={id}>Yearly household income before tax ($)</label>
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
        {invalid ? INCOME_MESSAGE : "Compared with each program's limit for your household size and area. Never stored or sent."}
      </p>
    </div>
  );
}
