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
import { planTasks } from "./tasks";
import * as m from "../../../../domain/i18n/messages";
import "./dashboard.css";

// Getters: each read gives the words in the page's language (decided per render from the URL).
export const SHARE_TOOLTIPS = {
  get locked() {
    return m.dashboard_share_locked();
  },
  get ready() {
    return m.dashboard_share_ready();
  },
};

export function Dashboard() {
  const { flags, inputs, completed, updateInputs } = useProgress();
  const isPhone = useIsPhone();
  const total = TASK_KEYS.length;
  const basicsDone = flags.chargingBasics;
  const canShare = basicsDone && isShareable(inputs);
  const percent = Math.round((completed / total) * 100);

  const share = canShare ? (
    <ShareButton
      label={isPhone ? m.dashboard_share_phone() : m.dashboard_share()}
      title={SHARE_TOOLTIPS.ready}
      strategy="sheet-first"
      className={isPhone ? "button button--block" : "button button--secondary"}
      getContent={() => {
        reportDealerEvent(inputs.dealerSlug, "plan_shared");
        return {
          url: buildSharedPlanUrl(window.location.origin, buildDashboardSharePayload(inputs)),
          title: m.dashboard_share_title({ product: PRODUCT_NAME }),
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
      {isPhone ? m.dashboard_share_phone() : m.dashboard_share()}
    </button>
  );

  return (
    <div className={`dashboard${isPhone ? " dashboard--phone" : ""}`}>
      <header className="dashboard__header">
        <div>
          <h1 className="dashboard__title">{PRODUCT_NAME}</h1>
          <p className="dashboard__lead">{m.dashboard_lead()}</p>
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
          <span id="dashboard-progress-label">{m.dashboard_progress()}</span>
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
          aria-valuetext={m.dashboard_progress_value({ completed, total })}
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
          {m.dashboard_tasks_title()}
        </h2>
        {!basicsDone ? <p className="dashboard__hint">{m.dashboard_start_hint()}</p> : null}
        <ol className="task-list">
          {planTasks().map((task, index) => (
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
        <div className="dashboard__phone-share" role="region" aria-label={m.dashboard_share_phone()}>
          {share}
        </div>
      ) : null}
      {basicsDone ? <PrintPlanSheet inputs={inputs} /> : null}
    </div>
  );
}
