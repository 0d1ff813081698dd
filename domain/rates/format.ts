// Display formatting for prices, hours and months in the reader's language (domain/i18n: US English
// or US Spanish). Money and numbers go through Intl; the hour's "a.m."/"p. m." is written by the
// message catalogue because Intl's day-period spelling differs between engines.
import { formatIsoDay, numberFormat } from "../i18n/format";
import { LANGUAGE_TAG } from "../i18n/locale";
import { getLocale } from "../i18n/runtime";
import * as m from "../i18n/messages";

export function formatHour(hour: number): string {
  const h = hour % 24;
  const twelve = String(h % 12 === 0 ? 12 : h % 12);
  return h < 12 ? m.rates_hour_am({ hour: twelve }) : m.rates_hour_pm({ hour: twelve });
}

export function formatWindow(startHour: number, endHour: number): string {
  if (startHour % 24 === endHour % 24) return m.rates_all_day();
  return `${formatHour(startHour)}–${formatHour(endHour)}`;
}

/** "$1,323.63"; negative values keep their sign ("-$514.29"). */
export function formatUsd(value: number): string {
  return numberFormat({ style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}

/** "$1,324" for yearly figures where cents would be false precision. */
export function formatUsdWhole(value: number): string {
  return numberFormat({ style: "currency", currency: "USD", maximumFractionDigits: 0 }).format(value);
}

/** "22.6¢" (one decimal), the figure without its unit, for sentences that say "a kWh" in words. */
export function formatCents(usdPerKwh: number): string {
  return `${numberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(usdPerKwh * 100)}¢`;
}

/** "22.6¢/kWh" */
export function formatCentsPerKwh(usdPerKwh: number): string {
  return `${formatCents(usdPerKwh)}/kWh`;
}

const monthFormats = new Map<string, Intl.DateTimeFormat>();

/** "Sep" / "sept": a month's short name (1–12) in the reader's language. */
function monthName(month: number): string {
  const tag = LANGUAGE_TAG[getLocale()];
  let format = monthFormats.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { month: "short", timeZone: "UTC" });
    monthFormats.set(tag, format);
  }
  return format.format(new Date(Date.UTC(2026, month - 1, 1)));
}

/** "Jun–Sep" for consecutive months (wrapping over the new year: "Oct–May"); "all year" for 12. */
export function formatMonths(months: number[]): string {
  if (months.length === 12) return m.rates_all_year();
  const first = months[0];
  const last = months[months.length - 1];
  if (first === undefined || last === undefined) return "";
  return first === last ? monthName(first) : `${monthName(first)}–${monthName(last)}`;
}

/** "Sep 23, 2026" / "23 sept 2026" from "2026-09-23" (no time-zone shifts); anything else is returned unchanged. */
export function formatIsoDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const month = match ? Number(match[2]) : 0;
  const day = match ? Number(match[3]) : 0;
  if (!match || month < 1 || month > 12 || day < 1 || day > 31) return iso;
  return formatIsoDay(iso);
}

/**
 * A rate period's name as the utility writes it ("off-peak", "super off-peak"), in the reader's
 * language: the glossary's words in Spanish ("horas de menor demanda"); English and any name we do
 * not know are shown as the data spells them.
 */
export function formatPeriodLabel(label: string): string {
  switch (label) {
    case "off-peak":
      return m.rates_period_off_peak();
    case "super off-peak":
      return m.rates_period_super_off_peak();
    case "peak":
      return m.rates_period_peak();
    case "on-peak":
      return m.rates_period_on_peak();
    case "mid-peak":
      return m.rates_period_mid_peak();
    case "partial-peak":
      return m.rates_period_partial_peak();
    case "low peak":
      return m.rates_period_low_peak();
    case "base":
      return m.rates_period_base();
    default:
      return label;
  }
}
