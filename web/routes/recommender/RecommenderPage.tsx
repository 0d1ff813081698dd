// /ev-phev-hybrid-recommender: progressive questions, then ranked BEV / PHEV / Hybrid cards
// (savings-tools-and-pages.md §2, §4, §9). Scoring is pure in domain/recommender.
// It opens with what the person's charging plan already says (domain/recommender/prefill.ts):
// where they can charge and their daily miles, applied after hydration to every answer the person
// has not given here yet (a share link's answers win).
import { useEffect, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import {
  EMPTY_ANSWERS,
  isComplete,
  type RecommenderAnswers,
} from "../../../domain/recommender/answers";
import {
  type Option,
  CHARGING_OPTIONS,
  chargingQuestion,
  ROLE_OPTIONS,
  roleQuestion,
  USE_OPTIONS,
  useQuestion,
  WORK_OPTIONS,
  workQuestion,
} from "../../../domain/recommender/options";
import * as m from "../../../domain/i18n/messages";
import type { PlanPrefill } from "../../../domain/recommender/prefill";
import type * as PrefillModule from "../../../domain/recommender/prefill";
import { recommend } from "../../../domain/recommender/scoring";
import { useProgress } from "../../lib/progress/useProgress";
import { readSharedAnswers, shareQuery } from "../../../domain/recommender/share";
import { ChoiceQuestion } from "./ChoiceQuestion";
import { MilesQuestion } from "./MilesQuestion";
import { RecommendationResults } from "./RecommendationResults";
import "./RecommenderPage.css";

const loadPrefill = () => import("../../../domain/recommender/prefill");

/** Spec §9: auto-scroll to the newest question after 150 ms; scroll to top 100 ms after submit. */
export const QUESTION_SCROLL_MS = 150;
export const SUBMIT_SCROLL_MS = 100;

type QuestionKey = "role" | "use" | "charging" | "work" | "miles";
type ChoiceKey = Exclude<QuestionKey, "miles">;

/** The four multiple-choice questions in order; the miles slider follows them. */
const CHOICE_QUESTIONS: readonly { key: ChoiceKey; question: () => string; options: readonly Option<string>[] }[] = [
  { key: "role", question: roleQuestion, options: ROLE_OPTIONS },
  { key: "use", question: useQuestion, options: USE_OPTIONS },
  { key: "charging", question: chargingQuestion, options: CHARGING_OPTIONS },
  { key: "work", question: workQuestion, options: WORK_OPTIONS },
];

function visibleQuestions(answers: RecommenderAnswers): QuestionKey[] {
  const visible: QuestionKey[] = ["role"];
  if (!answers.role) return visible;
  visible.push("use");
  if (!answers.use) return visible;
  visible.push("charging");
  if (!answers.charging) return visible;
  if (answers.charging === "no-access") {
    visible.push("work");
    if (!answers.work) return visible;
  }
  visible.push("miles");
  return visible;
}

const scrollBehavior = (): ScrollBehavior =>
  window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";

export default function RecommenderPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  // A shared link pre-fills the form and, when complete and valid, opens the results.
  const [initial] = useState(() => readSharedAnswers((key) => searchParams.get(key)));
  const [answers, setAnswers] = useState<RecommenderAnswers>(initial.answers);
  const [showResults, setShowResults] = useState(initial.showResults);
  const [formKey, setFormKey] = useState(0);
  const questionRefs = useRef<Partial<Record<QuestionKey, HTMLFieldSetElement | null>>>({});
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  // The plan's answers. A signed-in plan can arrive after the first render: each arrival fills only
  // what the person has not answered here.
  // The mapping loads after hydration (it is applied then anyway), outside the page's first load.
  const { inputs } = useProgress();
  const [prefill, setPrefill] = useState<{ module: typeof PrefillModule; value: PlanPrefill } | null>(null);
  const answeredHere = useRef(new Set<keyof RecommenderAnswers>());
  useEffect(() => {
    if (initial.present) return;
    let current = true;
    loadPrefill().then(
      (module) => {
        if (!current) return;
        const value = module.prefillFromPlan(inputs);
        const fill = Object.entries(value.answers).filter(([key]) => !answeredHere.current.has(key as keyof RecommenderAnswers));
        if (fill.length === 0 && !value.level2Unknown) return;
        setAnswers((answersNow) => ({ ...answersNow, ...Object.fromEntries(fill) }));
        setPrefill({ module, value });
      },
      () => undefined, // without it the questions simply start empty, as before
    );
    return () => {
      current = false;
    };
  }, [inputs, initial.present]);
  const summary = prefill ? prefill.module.prefillSummary(prefill.value) : undefined;
  // The rounded plan miles are named while the slider still shows them.
  const planMiles = prefill && answers.miles === prefill.value.answers.miles ? prefill.value.planMiles : undefined;
  const milesHint = prefill && planMiles !== undefined ? prefill.module.planMilesHint(planMiles) : undefined;
  // The exact plan miles for the models that fit, while the slider shows their rounding.
  const fitMiles = planMiles ?? answers.miles;

  const recommendations = useMemo(() => recommend(answers), [answers]);
  const visible = visibleQuestions(answers);
  const newest = visible[visible.length - 1]!;
  const valid = isComplete(answers);

  // Auto-scroll to the newest question when one appears (not on first render or a shared link).
  const previousCount = useRef(visible.length);
  useEffect(() => {
    const grew = visible.length > previousCount.current;
    previousCount.current = visible.length;
    if (!grew || showResults) return;
    const timer = window.setTimeout(() => {
      questionRefs.current[newest]?.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
    }, QUESTION_SCROLL_MS);
    return () => window.clearTimeout(timer);
  }, [visible.length, newest, showResults]);

  // Invalid share parameters are dropped from the address so a reload does not repeat them.
  useEffect(() => {
    if (initial.present && !initial.showResults) setSearchParams({}, { replace: true });
  }, [initial, setSearchParams]);

  const update = <K extends keyof RecommenderAnswers>(key: K, value: RecommenderAnswers[K]) => {
    answeredHere.current.add(key);
    // Changing an answer keeps later answers (spec §4).
    setAnswers((current) => ({ ...current, [key]: value }));
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!valid || !recommendations) return; // spec §5: does nothing unless valid
    setShowResults(true);
    // The address becomes the share link, so a reload or a copied URL shows the same result.
    setSearchParams(new URLSearchParams(shareQuery(answers, recommendations[0]!)), { replace: true });
    window.setTimeout(() => {
      window.scrollTo({ top: 0, behavior: scrollBehavior() });
      resultsHeading.current?.focus({ preventScroll: true });
    }, SUBMIT_SCROLL_MS);
  };

  const startOver = () => {
    // Starting over forgets this page's answers, not the plan's.
    answeredHere.current.clear();
    setAnswers({ ...EMPTY_ANSWERS, ...(initial.present || !prefill ? {} : prefill.value.answers) });
    setShowResults(false);
    setFormKey((key) => key + 1); // remounts the cards: every "See Details" closes
    previousCount.current = 1;
    setSearchParams({}, { replace: true });
    window.scrollTo({ top: 0, behavior: scrollBehavior() });
  };

  if (showResults && recommendations) {
    return (
      <div className="recommender">
        <RecommendationResults
          key={formKey}
          headingRef={resultsHeading}
          recommendations={recommendations}
          dailyMiles={fitMiles}
          shareUrl={`${window.location.origin}${window.location.pathname}?${shareQuery(answers, recommendations[0]!)}`}
          onStartOver={startOver}
        />
      </div>
    );
  }

  return (
    <div className="recommender">
      <header className="page-header">
        <h1>{m.recommender_title()}</h1>
        <p className="page-header__lead">
          {m.recommender_lead()}
        </p>
        {summary ? (
          <p className="alert recommender__prefill" data-testid="recommender-prefill">
            {summary}
          </p>
        ) : null}
      </header>
      <form className="recommender__form stack" onSubmit={submit} noValidate aria-label={m.recommender_form_label()}>
        {CHOICE_QUESTIONS.filter(({ key }) => visible.includes(key)).map(({ key, question, options }) => (
          <ChoiceQuestion<string>
            key={key}
            ref={(element) => {
              questionRefs.current[key] = element;
            }}
            name={key}
            number={visible.indexOf(key) + 1}
            question={question()}
            options={options}
            value={answers[key]}
            hint={key === "charging" && prefill?.value.level2Unknown && !answers.charging ? prefill.module.level2QuestionHint() : undefined}
            // value is one of this question's own options, so it fits answers[key]
            onChange={(value) => update(key, value as never)}
          />
        ))}
        {visible.includes("miles") ? (
          <MilesQuestion
            ref={(element) => {
              questionRefs.current.miles = element;
            }}
            number={visible.indexOf("miles") + 1}
            value={answers.miles}
            hint={milesHint}
            onChange={(value) => update("miles", value)}
          />
        ) : null}
        {valid ? (
          <button type="submit" className="button recommender__submit">
            {m.recommender_submit()}
          </button>
        ) : null}
      </form>
    </div>
  );
}
