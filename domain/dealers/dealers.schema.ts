// zod schemas for the dealer registry: what the operator CLI (scripts/dealers.mjs), the staff API
// and the stored JSON columns must look like. Error messages name the field in words a dealer's
// operator understands, in the language of the request being validated: each message is a
// function zod calls when it reports the issue (the Worker answers each request in its own
// language, worker/i18n.ts; the CLI is English). Relative imports only, so Node can load this file
// with its types stripped (the CLI, scripts/lib/ts-resolve-hook.mjs) and the Worker bundles it as usual.
import * as z from "zod/mini";
import * as m from "../i18n/messages";
import { says } from "../i18n/zod-says";
import { isReservedSlug, REGISTRY_SLUG_PATTERN } from "./reserved";

const atMost = (max: number) => says(() => m.dealer_field_max_chars({ max: String(max) }));

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const HTTP_URL = /^https?:\/\/[^\s/?#]+\.[^\s/?#]+([/?#]\S*)?$/i;
/** A US phone number: 10 digits once spaces, dashes, dots and brackets are removed (optional +1). */
const US_PHONE = /^(\+?1[\s.-]?)?(\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}$/;
/** CSLB license numbers are digits only (up to 8). */
const CSLB_LICENSE = /^\d{1,8}$/;

const text = (max: number) =>
  z.string().check(z.trim(), z.minLength(1, says(m.dealer_field_required)), z.maxLength(max, atMost(max)));
/** Optional text: absent, null and "" all mean "not given" (CSV cells are never absent). */
const optionalText = (max: number, inner: z.ZodMiniType<string> = text(max)) =>
  z.pipe(
    z.optional(z.nullable(z.string())),
    z.transform((value) => (value === undefined || value === null || value.trim() === "" ? null : value.trim())),
  ).check(z.refine((value) => value === null || inner.safeParse(value).success, atMost(max)));

function isRealDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const optionalDate = z.pipe(
  z.optional(z.nullable(z.string())),
  z.transform((value) => (value === undefined || value === null || value.trim() === "" ? null : value.trim())),
).check(z.refine((value) => value === null || isRealDate(value), says(m.dealer_field_date)));

export const DealerSlugSchema = z.string().check(
  z.trim(),
  z.regex(REGISTRY_SLUG_PATTERN, says(m.dealer_field_slug_pattern)),
  z.refine((slug) => !isReservedSlug(slug), says(m.dealer_field_slug_reserved)),
);

export const DealerOfferSchema = z
  .strictObject({
    id: z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,39}$/, says(m.dealer_field_offer_id))),
    title: text(80),
    amount: text(120),
    details: text(1000),
    terms: optionalText(1000),
    bestFor: optionalText(300),
    startDate: optionalDate,
    endDate: optionalDate,
    source: text(300),
  })
  .check(
    z.refine((offer) => offer.startDate === null || offer.endDate === null || offer.startDate <= offer.endDate, {
      error: () => m.dealer_field_end_before_start(),
      path: ["endDate"],
    }),
  );

export const PartnerInstallerSchema = z.strictObject({
  company: text(120),
  licenseNumber: z.string().check(z.trim(), z.regex(CSLB_LICENSE, says(m.dealer_field_cslb))),
  phone: optionalText(30).check(
    z.refine((value) => value === null || US_PHONE.test(value), says(m.dealer_field_phone)),
  ),
  website: optionalText(300).check(
    z.refine((value) => value === null || HTTP_URL.test(value), says(m.dealer_field_http)),
  ),
  serviceAreas: z.array(text(80)).check(z.minLength(1, says(m.dealer_field_min_areas)), z.maxLength(30, says(() => m.dealer_field_max_areas({ max: "30" })))),
});

export const DealerFaqEntrySchema = z.strictObject({
  question: text(200),
  answer: text(2000),
});

function uniqueBy<T>(key: (item: T) => string, message: () => string) {
  return z.refine(
    (items: unknown) => {
      const list = items as T[];
      return new Set(list.map(key)).size === list.length;
    },
    says(message),
  );
}

const offersSchema = z
  .array(DealerOfferSchema)
  .check(z.maxLength(10, says(() => m.dealer_field_max_offers({ max: "10" }))), uniqueBy((offer: { id: string }) => offer.id, m.dealer_field_distinct_ids));
const installersSchema = z
  .array(PartnerInstallerSchema)
  .check(z.maxLength(20, says(() => m.dealer_field_max_installers({ max: "20" }))), uniqueBy((i: { licenseNumber: string }) => i.licenseNumber, m.dealer_field_license_twice));
const faqSchema = z.array(DealerFaqEntrySchema).check(z.maxLength(10, says(() => m.dealer_field_max_questions({ max: "10" }))));

/** What a dealer's staff may edit (their page): everything but the slug and the logo. */
export const DealerPageEditSchema = z.strictObject({
  name: text(80),
  city: optionalText(80),
  offers: offersSchema,
  installers: installersSchema,
  faq: faqSchema,
});
export type DealerPageEdit = z.output<typeof DealerPageEditSchema>;

/** One dealer as an operator adds it (JSON record or CSV row). */
export const DealerInputSchema = z.strictObject({
  slug: DealerSlugSchema,
  name: text(80),
  city: optionalText(80),
  brand: text(40),
  website: optionalText(300).check(
    z.refine((value) => value === null || HTTP_URL.test(value), says(m.dealer_field_http)),
  ),
  phone: optionalText(30).check(
    z.refine((value) => value === null || US_PHONE.test(value), says(m.dealer_field_phone)),
  ),
  offers: z._default(offersSchema, []),
  installers: z._default(installersSchema, []),
  faq: z._default(faqSchema, []),
});
export type DealerInput = z.output<typeof DealerInputSchema>;

/** An operator's update: the slug and any fields to replace. */
export const DealerUpdateSchema = z.strictObject({
  slug: DealerSlugSchema,
  name: z.optional(text(80)),
  city: z.optional(optionalText(80)),
  brand: z.optional(text(40)),
  website: z.optional(DealerInputSchema.shape.website),
  phone: z.optional(DealerInputSchema.shape.phone),
  offers: z.optional(offersSchema),
  installers: z.optional(installersSchema),
  faq: z.optional(faqSchema),
});
export type DealerUpdate = z.output<typeof DealerUpdateSchema>;

/** The stored JSON columns, read back (a corrupt row must never reach a page). */
export const StoredOffersSchema = offersSchema;
export const StoredInstallersSchema = installersSchema;
export const StoredFaqSchema = faqSchema;

export const EmailSchema = z.string().check(
  z.trim(),
  z.toLowerCase(),
  z.maxLength(254, atMost(254)),
  z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, says(m.dealer_field_email)),
);

/** The daily counts a dealer sees: the events the edge counts for its slug. */
export const DEALER_EVENTS = ["visit", "plan_started", "plan_completed", "plan_shared"] as const;
export type DealerEvent = (typeof DEALER_EVENTS)[number];
/** Events the browser reports (visits are counted by the Worker when it serves the page). */
export const DealerEventBodySchema = z.strictObject({
  event: z.enum(["plan_started", "plan_completed", "plan_shared"]),
});

/** Formats zod issues as "field: message" lines, with array positions 1-based ("offers[1].endDate"). */
export function describeIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string[] {
  return issues.map((issue) => {
    const field = issue.path
      .map((part, index) => (typeof part === "number" ? `[${part + 1}]` : `${index === 0 ? "" : "."}${String(part)}`))
      .join("");
    return field ? `${field}: ${issue.message}` : issue.message;
  });
}
