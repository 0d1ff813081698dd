// The eight plan tasks in dashboard order (spec §1, §2) with their task routes and what each covers.
import { href } from "../../../../domain/routes";
import type { TaskKey } from "../../../../domain/contracts/progress.schema";

export interface PlanTask {
  key: TaskKey;
  title: string;
  path: string;
  summary: string;
  /** Muted when the person said they cannot charge at home (spec §2). */
  needsHomeCharging?: boolean;
}

export const PLAN_TASKS: readonly PlanTask[] = [
  {
    key: "chargingBasics",
    title: "Charging Basics",
    path: href("basics-task"),
    summary: "Your driving, your EV and how often you will charge.",
  },
  {
    key: "homeCharger",
    title: "Home Charging",
    path: href("home-charger-task"),
    summary: "The right charger for your outlet, installation costs and installers.",
    needsHomeCharging: true,
  },
  {
    key: "publicCharging",
    title: "Public Charging",
    path: href("public-charging-task"),
    summary: "Level 2 versus fast charging, apps and tips for quick stops.",
  },
  {
    key: "maximizeSavings",
    title: "Maximize Savings",
    path: href("maximize-savings-task"),
    summary: "Electricity plans and the cheapest hours to charge.",
  },
  {
    key: "automateCharging",
    title: "Automate Charging",
    path: href("automate-charging-task"),
    summary: "Schedule charging so it happens at the cheapest time on its own.",
    needsHomeCharging: true,
  },
  {
    key: "drivingTips",
    title: "Driving Tips",
    path: href("driving-tips-task"),
    summary: "Habits that get more miles out of every charge.",
  },
  {
    key: "batteryHealth",
    title: "Battery Health",
    path: href("battery-health-task"),
    summary: "Keep your battery healthy for years.",
  },
  {
    key: "incentives",
    title: "Rebates",
    path: href("incentives"),
    summary: "Rebates and incentives that can lower what you pay.",
  },
];
