// How an offer's dates read on screen: "Ends March 31, 2026", "From May 1, 2026 to …", or nothing.
import type { DealerOffer } from "../../../domain/dealers/model";

export function formatIsoDate(iso: string): string {
  // Noon UTC on that date, shown in UTC: the calendar date never shifts with the viewer's zone.
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-US", { timeZone: "UTC", month: "long", day: "numeric", year: "numeric" });
}

export function offerDates(offer: Pick<DealerOffer, "startDate" | "endDate">): string | null {
  if (offer.startDate && offer.endDate) return `From ${formatIsoDate(offer.startDate)} to ${formatIsoDate(offer.endDate)}`;
  if (offer.endDate) return `Ends ${formatIsoDate(offer.endDate)}`;
  if (offer.startDate) return `From ${formatIsoDate(offer.startDate)}`;
  return null;
}
