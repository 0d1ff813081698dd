// Task progress and plan inputs: the shape shared by browser storage, the API and D1.
// Schemas use zod/mini: ~5 KB in the browser instead of ~90 KB for classic zod.
import * as z from "zod/mini";

import {
  ASSUMPTION_BOUNDS,
  isValidAssumption,
  type AssumptionKey,
  DEFAULT_USER_INPUTS,
  EMPTY_FLAGS,
  EV_TYPES,
  HOME_CHARGING_ANSWERS,
  HOME_SETUPS,
  INPUT_LIMITS,
  DEALER_SLUG_INPUT,
  EV_MODEL_ID_INPUT,
  ELECTRIC_UTILITY_INPUT,
  INCOME_ANSWERS,
  HOME_OWNERSHIP_ANSWERS,
  PURCHASE_CONDITIONS,
  TASK_KEYS,
  completedCount,
  type EvType,
  type HomeSetup,
  type PartialUserInputs,
  type TaskFlags,
  type TaskKey,
  type UserInputs,
} from "../progress/model";

// The model (keys, types, defaults, bounds) lives in domain/progress/model.ts, zod-free for the
// entry bundle; these schemas are built from the same constants.
export { DEFAULT_USER_INPUTS, EMPTY_FLAGS, TASK_KEYS, completedCount };
export type { EvType, HomeSetup, PartialUserInputs, TaskFlags, TaskKey, UserInputs };

const flagShape = Object.fromEntries(TASK_KEYS.map((key) => [key, z.boolean()])) as Record<TaskKey, z.ZodMiniBoolean>;
export const TaskFlagsSchema = z.object(flagShape);
export const PartialTaskFlagsSchema = z.strictObject(
  Object.fromEntries(TASK_KEYS.map((key) => [key, z.optional(z.boolean())])) as Record<
    TaskKey,
    z.ZodMiniOptional<z.ZodMiniBoolean>
  >,
);

export const EvTypeSchema = z.enum(EV_TYPES);
export const HomeChargingSchema = z.enum(HOME_CHARGING_ANSWERS);
export const HomeSetupSchema = z.enum(HOME_SETUPS);

/** Generous sanity bounds: anything outside is a bug or tampering, never a real plan. */
const bounded = (max: number) => z.number().check(z.minimum(0), z.maximum(max));

/** 0 (not set) or within ASSUMPTION_BOUNDS: the same rule as isValidAssumption. */
const assumption = (key: AssumptionKey) =>
  z.number().check(
    z.refine((value) => isValidAssumption(key, value), {
      message: `${key} must be 0 (use the default) or between ${ASSUMPTION_BOUNDS[key].min} and ${ASSUMPTION_BOUNDS[key].max}`,
    }),
  );

const userInputsShape = {
  zipCode: z.string().check(z.maxLength(INPUT_LIMITS.zipCodeMaxLength)),
  annualMiles: bounded(INPUT_LIMITS.annualMiles),
  dailyMiles: bounded(INPUT_LIMITS.dailyMiles),
  hoursParkedAtHome: bounded(INPUT_LIMITS.hoursParkedAtHome),
  evType: z.union([EvTypeSchema, z.literal("")]),
  evRange: bounded(INPUT_LIMITS.evRange),
  homeCharging: z.union([HomeChargingSchema, z.literal("")]),
  /** "" only on the server-fed record (its text fields default to empty). */
  homeSetup: z.union([HomeSetupSchema, z.literal("")]),
  milesPerKwh: z.optional(assumption("milesPerKwh")),
  mpg: z.optional(assumption("mpg")),
  publicUsdPerKwh: z.optional(assumption("publicUsdPerKwh")),
  homeUsdPerKwh: z.optional(assumption("homeUsdPerKwh")),
  electricUtility: z.optional(z.string().check(z.regex(ELECTRIC_UTILITY_INPUT, "must be a utility key"))),
  /** The dealer page the person arrived from, "" for none. */
  dealerSlug: z.string().check(z.maxLength(INPUT_LIMITS.dealerSlugMaxLength), z.regex(DEALER_SLUG_INPUT, "must be a dealer slug")),
  evModelId: z.optional(z.string().check(z.regex(EV_MODEL_ID_INPUT, "must be a vehicle id (digits)"))),
  homeNightsPerWeek: z.optional(z.int().check(z.minimum(0), z.maximum(INPUT_LIMITS.homeNightsPerWeek))),
  purchase: z.optional(z.union([z.enum(PURCHASE_CONDITIONS), z.literal("")])),
  incomeQualifies: z.optional(z.union([z.enum(INCOME_ANSWERS), z.literal("")])),
  homeOwnership: z.optional(z.union([z.enum(HOME_OWNERSHIP_ANSWERS), z.literal("")])),
};

export const UserInputsSchema: z.ZodMiniType<UserInputs> = z.strictObject(userInputsShape);
export const PartialUserInputsSchema = z.partial(z.strictObject(userInputsShape));

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

