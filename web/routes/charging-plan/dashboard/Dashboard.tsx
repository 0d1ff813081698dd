// The plan dashboard (spec §2 Dashboard): title, progress x/8, the eight task cards in order (all
// but Charging Basics locked until it is done), the plan summary and the share control.
import { effectiveDailyMiles } from "../../../../domain/charging-plan/range-figures";
import { TASK_KEYS } from "../../../../domain/progress/model";
import { PRODUCT_NAME } from "../../../../domain/routes";
import { buildDashboardSharePayload, buildSharedPlanUrl, isShareable } from "../../../../domain/share/plan-payload";
import { useProgress } from "../../../lib/progress/useProgress";
import { ShareButton } from "../../../components/ShareButton";
import { useIsPhone } from "../wizard/useIsPhone";
import { LazyPlanMoney } from "../results/LazyPlanMoney";
import { PlanSummary } from "./PlanSummary";
import { PlanStations } from "../results/PlanStations";
import { LazyFromDealer as FromDealer } from "../../../components/dealers/LazyDealerParts";
import { reportDealerEvent } from "../../../lib/dealers/dealer-events";
import { PrintPlanButton, PrintPlanSheet } from "../../../components/print/PrintPlan";
import { TaskCard } from "./TaskCard";
import { PLAN_TASKS } from "./tasks";
import "./dashboard.css";

export const SHARE_TOOLTIPS = {
  locked: "Complete the charging basics to share your plan",
  ready: "Share your charging plan",
} as const;

export function Dashboard() {
  const { flags, inputs, completed, updateInputs } = useProgress();
  const isPhone = useIsPhone();
  const total = TASK_KEYS.length;
  const basicsDone = flags.chargingBasics;
  const canShare = basicsDone && isShareable(inputs);
  const percent = Math.round((completed / total) * 100);

  const share = canShare ? (
    <ShareButton
      label={isPhone ? "Share your plan" : "Share plan"}
      title={SHARE_TOOLTIPS.ready}
      strategy="sheet-first"
      className={isPhone ? "button button--block" : "button button--secondary"}
      getContent={() => {
        reportDealerEvent(inputs.dealerSlug, "plan_shared");
        return {
          url: buildSharedPlanUrl(window.location.origin, buildDashboardSharePayload(inputs)),
          title: `My ${PRODUCT_NAME} charging plan`,
        };
      }}
    />
  ) : (
    // aria-disabled (not disabled) keeps it focusable, so keyboard and screen-reader users get the reason.
    <button
      type="button"
      className={isPhone ? "button button--block" : "button button--secondary"}
      aria-disabled="true"
      title={SHARE_TOOLTIPS.locked}
      aria-describedby="dashboard-share-reason"
    >
      {isPhone ? "Share your plan" : "Share plan"}
    </button>
  );

  return (
    <div className={`dashboard${isPhone ? " dashboard--phone" : ""}`}>
      <header className="dashboard__header">
        <div>
          <h1 className="dashboard__title">{PRODUCT_NAME}</h1>
          <p className="dashboard__lead">Your charging plan, one task at a time.</p>
        </div>
        {!isPhone ? <div className="dashboard__share">{share}</div> : null}
      </header>
      {!canShare ? (
        <p id="dashboard-share-reason" className="visually-hidden">
          {SHARE_TOOLTIPS.locked}
        </p>
      ) : null}

      <div className="dashboard__progress">
        <div className="dashboard__progress-text">
          <span id="dashboard-progress-label">Your progress</span>
          <span data-testid="dashboard-progress">
            {completed}/{total}
          </span>
        </div>
        <div
          className="meter dashboard__progress-bar"
          role="progressbar"
          aria-labelledby="dashboard-progress-label"
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={completed}
          aria-valuetext={`${completed} of ${total} tasks complete`}
        >
          <span className="meter__fill" style={{ width: `${percent}%` }} />
        </div>
      </div>

      {basicsDone ? <PlanSummary inputs={inputs} /> : null}
      {basicsDone ? <LazyPlanMoney inputs={inputs} onAssumptionsChange={(change) => void updateInputs(change)} assumptionsSaved /> : null}
      {basicsDone ? <PlanStations zip={inputs.zipCode} dailyMiles={effectiveDailyMiles(inputs)} /> : null}
      <FromDealer dealerSlug={inputs.dealerSlug} />

      {basicsDone ? (
        <p className="dashboard__print">
          <PrintPlanButton />
        </p>
      ) : null}

      <section className="dashboard__tasks" aria-labelledby="dashboard-tasks-title">
        <h2 id="dashboard-tasks-title" className="dashboard__section-title">
          Your tasks
        </h2>
        {!basicsDone ? <p className="dashboard__hint">Start with Charging Basics: the other tasks open once it is done.</p> : null}
        <ol className="task-list">
          {PLAN_TASKS.map((task, index) => (
            <TaskCard
              key={task.key}
              task={task}
              index={index}
              done={flags[task.key]}
              locked={task.key !== "chargingBasics" && !basicsDone}
              muted={Boolean(task.needsHomeCharging) && inputs.homeCharging === "no"}
            />
          ))}
        </ol>
      </section>

      {isPhone ? (
        <div className="dashboard__phone-share" role="region" aria-label="Share your plan">
          {share}
        </div>
      ) : null}
      {basicsDone ? <PrintPlanSheet inputs={inputs} /> : null}
    </div>
  );
}
