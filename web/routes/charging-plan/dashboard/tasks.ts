// The eight plan tasks in dashboard order (spec §1, §2) with their task routes and what each covers.
import { href } from "../../../../domain/routes";
import type { TaskKey } from "../../../../domain/contracts/progress.schema";
import * as m from "../../../../domain/i18n/messages";

export interface PlanTask {
  key: TaskKey;
  title: string;
  path: string;
  summary: string;
  /** Muted when the person said they cannot charge at home (spec §2). */
  needsHomeCharging?: boolean;
}

/** Built per render: titles, summaries and paths are in the page's language. */
export const planTasks = (): readonly PlanTask[] => [
  {
    key: "chargingBasics",
    title: m.dashboard_task_basics(),
    path: href("basics-task"),
    summary: m.dashboard_task_basics_summary(),
  },
  {
    key: "homeCharger",
    title: m.dashboard_task_home(),
    path: href("home-charger-task"),
    summary: m.dashboard_task_home_summary(),
    needsHomeCharging: true,
  },
  {
    key: "publicCharging",
    title: m.dashboard_task_public(),
    path: href("public-charging-task"),
    summary: m.dashboard_task_public_summary(),
  },
  {
    key: "maximizeSavings",
    title: m.dashboard_task_savings(),
    path: href("maximize-savings-task"),
    summary: m.dashboard_task_savings_summary(),
  },
  {
    key: "automateCharging",
    title: m.dashboard_task_automate(),
    path: href("automate-charging-task"),
    summary: m.dashboard_task_automate_summary(),
    needsHomeCharging: true,
  },
  {
    key: "drivingTips",
    title: m.dashboard_task_driving(),
    path: href("driving-tips-task"),
    summary: m.dashboard_task_driving_summary(),
  },
  {
    key: "batteryHealth",
    title: m.dashboard_task_battery(),
    path: href("battery-health-task"),
    summary: m.dashboard_task_battery_summary(),
  },
  {
    key: "incentives",
    title: m.dashboard_task_rebates(),
    path: href("incentives"),
    summary: m.dashboard_task_rebates_summary(),
  },
];
