// Display formatting for prices, hours and months (plain US English).

export function formatHour(hour: number): string {
  const h = hour % 24;
  const suffix = h < 12 ? "a.m." : "p.m.";
  const twelve = h % 12 === 0 ? 12 : h % 12;
  return `${twelve} ${suffix}`;
}

export function formatWindow(startHour: number, endHour: number): string {
  if (startHour % 24 === endHour % 24) return "all day";
  return `${formatHour(startHour)}–${formatHour(endHour)}`;
}

const usd2 = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 });
const usd0 = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/** "$1,323.63"; negative values keep their sign ("-$514.29"). */
export function formatUsd(value: number): string {
  return usd2.format(value);
}

/** "$1,324" for yearly figures where cents would be false precision. */
export function formatUsdWhole(value: number): string {
  return usd0.format(value);
}

/** "22.6¢/kWh" */
export function formatCentsPerKwh(usdPerKwh: number): string {
  return `${(usdPerKwh * 100).toFixed(1)}¢/kWh`;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "Jun–Sep" for consecutive months (wrapping over the new year: "Oct–May"); "all year" for 12. */
export function formatMonths(months: number[]): string {
  if (months.length === 12) return "all year";
  const first = months[0];
  const last = months[months.length - 1];
  if (first === undefined || last === undefined) return "";
  return first === last ? MONTHS[first - 1]! : `${MONTHS[first - 1]}–${MONTHS[last - 1]}`;
}

/** "Sep 23, 2026" from "2026-09-23" (no Date parsing: no time-zone shifts); anything else is returned unchanged. */
export function formatIsoDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return iso;
  return `${month} ${Number(match[3])}, ${match[1]}`;
}
