// Hours, windows and months in the reader's language. English keeps domain/rates/format.ts's words
// ("9 p.m.", "all day", "Jun–Sep"); Spanish reads them from Intl es-US ("9 p.m.", "jun–sept") with
// our catalogue's words for "all day" and "all year".
import { formatHour, formatMonths, formatWindow } from "../../../../domain/rates/format";
import { getLocale, m } from "../../../../domain/i18n/runtime";

const hourFormat = new Map<string, Intl.DateTimeFormat>();
const monthFormat = new Map<string, Intl.DateTimeFormat>();

function cached(cache: Map<string, Intl.DateTimeFormat>, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let format = cache.get("es");
  if (!format) {
    format = new Intl.DateTimeFormat("es-US", { ...options, timeZone: "UTC" });
    cache.set("es", format);
  }
  return format;
}

export function hourWords(hour: number): string {
  if (getLocale() !== "es") return formatHour(hour);
  return cached(hourFormat, { hour: "numeric" }).format(new Date(Date.UTC(2026, 0, 1, hour % 24)));
}

export function windowWords(startHour: number, endHour: number): string {
  if (getLocale() !== "es") return formatWindow(startHour, endHour);
  if (startHour % 24 === endHour % 24) return m.maxsave_all_day();
  return `${hourWords(startHour)}–${hourWords(endHour)}`;
}

export function monthsWords(months: number[]): string {
  if (getLocale() !== "es") return formatMonths(months);
  if (months.length === 12) return m.maxsave_all_year_lower();
  const first = months[0];
  const last = months[months.length - 1];
  if (first === undefined || last === undefined) return "";
  const name = (month: number) => cached(monthFormat, { month: "short" }).format(new Date(Date.UTC(2026, month - 1, 1)));
  return first === last ? name(first) : `${name(first)}–${name(last)}`;
}

/** A tariff season's name ("summer", "winter") in the reader's language; other names as the data has them. */
export function seasonWords(name: string): string {
  if (name === "summer") return m.maxsave_summer();
  if (name === "winter") return m.maxsave_winter();
  return name;
}
