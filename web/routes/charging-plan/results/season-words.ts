// Months of a rate season in the page's language: "Jun–Sep" (formatMonths, the plan's English) or
// "jun–sept" (Intl's es-US short month names), "all year" / "todo el año".
import { getLocale } from "../../../../domain/i18n/runtime";
import * as m from "../../../../domain/i18n/messages";
import { LANGUAGE_TAG } from "../../../../domain/i18n/locale";
import { formatMonths } from "../../../../domain/rates/format";

function monthName(month: number): string {
  const date = new Date(Date.UTC(2026, month - 1, 15));
  return new Intl.DateTimeFormat(LANGUAGE_TAG[getLocale()], { month: "short", timeZone: "UTC" }).format(date).replace(/\.$/, "");
}

export function seasonMonthsText(months: number[]): string {
  if (getLocale() === "en") return formatMonths(months);
  if (months.length === 12) return m.results_all_year();
  const first = months[0];
  const last = months[months.length - 1];
  if (first === undefined || last === undefined) return "";
  return first === last ? monthName(first) : `${monthName(first)}–${monthName(last)}`;
}
