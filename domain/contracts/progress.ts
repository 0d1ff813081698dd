// Task progress and plan inputs: the shape shared by browser storage, the API and D1.
// Schemas use zod/mini: ~5 KB in the browser instead of ~90 KB for classic zod.
import * as z from "zod/mini";

export const TASK_KEYS = [
  "chargingBasics",
  "homeCharger",
  "publicCharging",
  "maximizeSavings",
  "automateCharging",
  "drivingTips",
  "batteryHealth",
  "incentives",
] as const;

export type TaskKey = (typeof TASK_KEYS)[number];
export type TaskFlags = Record<TaskKey, boolean>;

export const EMPTY_FLAGS: TaskFlags = Object.freeze(
  Object.fromEntries(TASK_KEYS.map((key) => [key, false])) as TaskFlags,
);

const flagShape = Object.fromEntries(TASK_KEYS.map((key) => [key, z.boolean()])) as Record<TaskKey, z.ZodMiniBoolean>;
export const TaskFlagsSchema = z.object(flagShape);
export const PartialTaskFlagsSchema = z.strictObject(
  Object.fromEntries(TASK_KEYS.map((key) => [key, z.optional(z.boolean())])) as Record<
    TaskKey,
    z.ZodMiniOptional<z.ZodMiniBoolean>
  >,
);

export const EvTypeSchema = z.enum(["PHEV", "BEV"]);
export const HomeChargingSchema = z.enum(["yes", "no"]);
export const HomeSetupSchema = z.enum(["level1", "240v", "level2"]);
export type EvType = z.infer<typeof EvTypeSchema>;
export type HomeSetup = z.infer<typeof HomeSetupSchema>;

/** Generous sanity bounds: anything outside is a bug or tampering, never a real plan. */
const bounded = (max: number) => z.number().check(z.minimum(0), z.maximum(max));

const userInputsShape = {
  zipCode: z.string().check(z.maxLength(10)),
  annualMiles: bounded(200_000),
  dailyMiles: bounded(2_000),
  hoursParkedAtHome: bounded(24),
  evType: z.union([EvTypeSchema, z.literal("")]),
  evRange: bounded(1_000),
  homeCharging: z.union([HomeChargingSchema, z.literal("")]),
  /** "" only on the server-fed record (its text fields default to empty). */
  homeSetup: z.union([HomeSetupSchema, z.literal("")]),
};

export const UserInputsSchema = z.strictObject(userInputsShape);
export type UserInputs = z.infer<typeof UserInputsSchema>;
export const PartialUserInputsSchema = z.partial(UserInputsSchema);
export type PartialUserInputs = z.infer<typeof PartialUserInputsSchema>;

/** Client defaults for a fresh guest (charging-plan-and-guides.md §3). */
export const DEFAULT_USER_INPUTS: UserInputs = Object.freeze({
  zipCode: "",
  annualMiles: 0,
  dailyMiles: 0,
  hoursParkedAtHome: 8,
  evType: "",
  evRange: 250,
  homeCharging: "",
  homeSetup: "level1",
});

/** The plan figures the dashboard computes (server-fed record, §3 "calculations"). */
export const CalculationsSchema = z.strictObject({
  daysBetweenCharging: z.optional(z.number()),
  dailyChargePercent: z.optional(z.number()),
  overnightRecovery: z.optional(z.number()),
  homeChargingFrequency: z.optional(z.string().check(z.maxLength(200))),
  publicFrequencyText: z.optional(z.string().check(z.maxLength(200))),
  percentRechargedDaily: z.optional(z.number()),
});
export type Calculations = z.infer<typeof CalculationsSchema>;

/** POST /api/user/progress body: any subset of flags, optional partial inputs and calculations. */
export const ProgressUpdateSchema = z.extend(PartialTaskFlagsSchema, {
  userInputs: z.optional(PartialUserInputsSchema),
  calculations: z.optional(CalculationsSchema),
});
export type ProgressUpdate = z.infer<typeof ProgressUpdateSchema>;

/** GET /api/user/progress response. */
export const ProgressResponseSchema = z.extend(TaskFlagsSchema, {
  userInputs: UserInputsSchema,
  calculations: CalculationsSchema,
});
export type ProgressResponse = z.infer<typeof ProgressResponseSchema>;

export function completedCount(flags: TaskFlags): number {
  return TASK_KEYS.filter((key) => flags[key]).length;
}
