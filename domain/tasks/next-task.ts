// Where "Next section →" on a plan task goes (issue 25: it went back to the top of the dashboard,
// where the task list starts about 2,700 px down on a phone): the next task not done yet.
import type { HomeChargingAnswer, TaskFlags, TaskKey } from "../progress/model";
import { TASK_KEYS } from "../progress/model";
import type { RouteId } from "../routes";

/** Each plan task's page (the incentives finder is its own task page). */
export const TASK_ROUTES: Readonly<Record<TaskKey, RouteId>> = {
  chargingBasics: "basics-task",
  homeCharger: "home-charger-task",
  publicCharging: "public-charging-task",
  maximizeSavings: "maximize-savings-task",
  automateCharging: "automate-charging-task",
  drivingTips: "driving-tips-task",
  batteryHealth: "battery-health-task",
  incentives: "incentives",
};

/** Tasks about charging at home: the dashboard mutes them for someone who cannot (spec §2). */
export const HOME_CHARGING_TASKS: readonly TaskKey[] = ["homeCharger", "automateCharging"];

/**
 * The task to open after `current` is done: the first unfinished one after it in the plan's order,
 * wrapping round. Charging Basics comes first while it is not done (it unlocks the others). Tasks
 * muted for someone who cannot charge at home come last. null when every task is done.
 */
export function nextUnfinishedTask(current: TaskKey, flags: TaskFlags, homeCharging: HomeChargingAnswer | ""): TaskKey | null {
  const done = (key: TaskKey) => key === current || flags[key];
  if (!done("chargingBasics")) return "chargingBasics";
  const start = TASK_KEYS.indexOf(current);
  const after = [...TASK_KEYS.slice(start + 1), ...TASK_KEYS.slice(0, start)].filter((key) => !done(key));
  const muted = (key: TaskKey) => homeCharging === "no" && HOME_CHARGING_TASKS.includes(key);
  return after.find((key) => !muted(key)) ?? after[0] ?? null;
}
