// Obviously fictional installers for tests only (555-01xx numbers are reserved for fiction).
// Never shipped: the app's listings come from domain/data/installers.json.
import type { Installer } from "./model";

const base = { state: "CA", website: "", yelpProfile: "https://www.example.com/reviews/example" } as const;

export const FIXTURE_INSTALLERS: Installer[] = [
  { ...base, utility: "LADWP", region: "Los Angeles", serviceArea: "Greater LA", company: "Example Electric Co", city: "Exampleville", phone: "(555) 555-0101", website: "https://example.com/" },
  { ...base, utility: "SCE", region: "Los Angeles", serviceArea: "Orange County", company: "Sample Sparks Ltd", city: "Sampletown", phone: "555-555-0102" },
  { ...base, utility: "LADWP", region: "Los Angeles", serviceArea: "Greater LA", company: "Demo Wiring Inc", city: "Demoburg", phone: "555.555.0103" },
  { ...base, utility: "SCE", region: "Los Angeles", serviceArea: "Inland Empire", company: "Fictional Volt Co", city: "Nowhere", phone: "5555550104" },
  { ...base, utility: "SCE", region: "Los Angeles", serviceArea: "Orange County", company: "Placeholder Power", city: "Sampletown", phone: "+1 555 555 0105" },
  { ...base, utility: "PG&E", region: "Bay Area", serviceArea: "East Bay", company: "Example Bay Electric", city: "Exampleport", phone: "(555) 555-0106" },
  { ...base, utility: "PG&E", region: "Bay Area", serviceArea: "East Bay", company: "Test Circuit Co", city: "Exampleport", phone: "(555) 555-0107" },
  { ...base, utility: "SDG&E", region: "San Diego", serviceArea: "San Diego", company: "Example South Electric", city: "Examplemar", phone: "(555) 555-0108" },
];
