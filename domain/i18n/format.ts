// Numbers, money and dates in the reader's language, through Intl (es-US: "$1,234" and "1,234 millas"
// as US Spanish writes them). One cache per language and option set: formatters are costly to build.
import { getLocale } from "./runtime";
import { LANGUAGE_TAG, type Locale } from "./locale";

const cache = new Map<string, Intl.NumberFormat>();

export function numberFormat(options: Intl.NumberFormatOptions = {}, locale: Locale = getLocale()): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LANGUAGE_TAG[locale], options);
    cache.set(key, format);
  }
  return format;
}

/** "1,234" (whole numbers, rounded). */
export function formatInteger(value: number, locale: Locale = getLocale()): string {
  return numberFormat({ maximumFractionDigits: 0 }, locale).format(Math.round(value));
}

/** A date from "YYYY-MM-DD" without time-zone shifts: "Sep 23, 2026" / "23 sept 2026". */
export function formatIsoDay(iso: string, style: "medium" | "long" = "medium", locale: Locale = getLocale()): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return iso;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(LANGUAGE_TAG[locale], { dateStyle: style, timeZone: "UTC" }).format(date);
}
