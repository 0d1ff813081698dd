// Dated public charging prices (domain/data/public-charging-prices.json). Typed here, parsed by the
// tests (./prices.schema.ts), so pages that show money figures ship no zod.
import raw from "../data/public-charging-prices.json";
import type { PublicChargingPrice, PublicChargingPricesFile } from "./prices.schema";

export type { PublicChargingPrice, PublicChargingPricesFile };

export const publicChargingPrices = raw as PublicChargingPricesFile;

/** The DC fast average the plan prices public charging at, unless the person enters their own. */
export function defaultDcFastPrice(file: PublicChargingPricesFile = publicChargingPrices): PublicChargingPrice {
  const found = file.prices.find((p) => p.id === file.dcFastDefaultId);
  if (!found) throw new Error(`No public charging price ${file.dcFastDefaultId}`);
  return found;
}

/** The publisher's name without the report title in brackets: "Paren (State of the … Q2 2025)" → "Paren". */
export function publisherName(price: Pick<PublicChargingPrice, "publisher">): string {
  return price.publisher.split(" (")[0] ?? price.publisher;
}
