// The eight plan tasks in dashboard order (spec §1, §2) with their task routes and what each covers.
import type { TaskKey } from "../../../../domain/contracts/progress";

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
    path: "/charging-plan/basics",
    summary: "Your driving, your EV and how often you will charge.",
  },
  {
    key: "homeCharger",
    title: "Home Charging",
    path: "/charging-plan/home-charger",
    summary: "The right charger for your outlet, installation costs and installers.",
    needsHomeCharging: true,
  },
  {
    key: "publicCharging",
    title: "Public Charging",
    path: "/charging-plan/public-charging",
    summary: "Level 2 versus fast charging, apps and tips for quick stops.",
  },
  {
    key: "maximizeSavings",
    title: "Maximize Savings",
    path: "/charging-plan/maximize-savings",
    summary: "Electricity plans and the cheapest hours to charge.",
  },
  {
    key: "automateCharging",
    title: "Automate Charging",
    path: "/charging-plan/automate-charging",
    summary: "Schedule charging so it happens at the cheapest time on its own.",
    needsHomeCharging: true,
  },
  {
    key: "drivingTips",
    title: "Driving Tips",
    path: "/charging-plan/driving-tips",
    summary: "Habits that get more miles out of every charge.",
  },
  {
    key: "batteryHealth",
    title: "Battery Health",
    path: "/charging-plan/battery-health",
    summary: "Keep your battery healthy for years.",
  },
  {
    key: "incentives",
    title: "Rebates",
    path: "/charging-plan/incentives",
    summary: "Rebates and incentives that can lower what you pay.",
  },
];
