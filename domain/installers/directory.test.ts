import { describe, expect, it } from "vitest";
import {
  californiaRegionMessage,
  directoryView,
  INITIAL_FILTER_STATE,
  installersInRegion,
  regionForDirectory,
  serviceAreasOf,
  visibleInstallers,
  withArea,
  withRegion,
} from "./directory";
import { FIXTURE_INSTALLERS } from "./test-fixtures";
import installersJson from "../data/installers.json";
import { getInstallers } from "./data";
import { InstallerSchema, InstallersFileSchema, SERVICE_AREAS, telHref } from "./installers.schema";

const companies = (list: { company: string }[]) => list.map((i) => i.company);

describe("installer directory (spec §5, §8)", () => {
  it("the California message is the spec's text, word for word", () => {
    expect(californiaRegionMessage()).toBe(
      "Installer recommendations are only available in select California metro areas at this time. We will be adding more state markets soon.",
    );
  });

  it("takes the region from the ZIP, only once it has 5 digits", () => {
    expect(regionForDirectory("")).toBeNull();
    expect(regionForDirectory("9021")).toBeNull();
    expect(regionForDirectory("9021a")).toBeNull();
    expect(regionForDirectory("90210")).toBe("Los Angeles");
    expect(regionForDirectory("94110")).toBe("Bay Area");
    expect(regionForDirectory("92101")).toBe("San Diego");
    expect(regionForDirectory("96150")).toBe("California");
  });

  it("lists only the region's installers", () => {
    expect(companies(installersInRegion(FIXTURE_INSTALLERS, "Bay Area"))).toEqual(["Example Bay Electric", "Test Circuit Co"]);
    expect(installersInRegion(FIXTURE_INSTALLERS, "California")).toEqual([]);
  });

  it('"all" shows the first installer of each service area, in data order', () => {
    const la = installersInRegion(FIXTURE_INSTALLERS, "Los Angeles");
    expect(companies(visibleInstallers(la, "all"))).toEqual(["Example Electric Co", "Sample Sparks Ltd", "Fictional Volt Co"]);
    expect(serviceAreasOf(la)).toEqual(["Greater LA", "Orange County", "Inland Empire"]);
  });

  it("a chosen service area shows all of its installers", () => {
    const la = installersInRegion(FIXTURE_INSTALLERS, "Los Angeles");
    expect(companies(visibleInstallers(la, "Orange County"))).toEqual(["Sample Sparks Ltd", "Placeholder Power"]);
    expect(companies(visibleInstallers(la, "Greater LA"))).toEqual(["Example Electric Co", "Demo Wiring Inc"]);
  });

  it("the area filter starts at all and resets to all when the region changes", () => {
    let state = withRegion(INITIAL_FILTER_STATE, "Los Angeles");
    expect(state.area).toBe("all");
    state = withArea(state, "Orange County");
    expect(withRegion(state, "Los Angeles").area).toBe("Orange County"); // same region: kept
    state = withRegion(state, "Bay Area");
    expect(state).toEqual({ region: "Bay Area", area: "all" });
    expect(withRegion(withArea(state, "East Bay"), null).area).toBe("all");
  });

  it("California region: nobody listed and the §8 message", () => {
    expect(directoryView(FIXTURE_INSTALLERS, "96150", "all")).toEqual({
      kind: "outside-metros",
      region: "California",
      message: californiaRegionMessage(),
    });
    expect(directoryView(FIXTURE_INSTALLERS, "10001", "all").kind).toBe("outside-metros");
  });

  it("asks for a ZIP until there is a complete one", () => {
    expect(directoryView(FIXTURE_INSTALLERS, "", "all")).toEqual({ kind: "needs-zip" });
  });

  it("a metro with no listings says so", () => {
    expect(directoryView([], "90210", "all")).toEqual({ kind: "no-listings", region: "Los Angeles" });
    const onlyLa = FIXTURE_INSTALLERS.filter((i) => i.region === "Los Angeles");
    expect(directoryView(onlyLa, "92101", "all")).toEqual({ kind: "no-listings", region: "San Diego" });
  });

  it("builds the listing view, with a stale area falling back to all", () => {
    const view = directoryView(FIXTURE_INSTALLERS, "90012", "Orange County");
    expect(view.kind === "listings" && companies(view.installers)).toEqual(["Sample Sparks Ltd", "Placeholder Power"]);
    const stale = directoryView(FIXTURE_INSTALLERS, "94110", "Orange County");
    expect(stale.kind === "listings" && stale.filter).toBe("all");
    expect(stale.kind === "listings" && companies(stale.installers)).toEqual(["Example Bay Electric"]);
  });

  it("phone numbers become tel: links", () => {
    expect(telHref("(555) 555-0101")).toBe("tel:+15555550101");
    expect(telHref("+1 555 555 0105")).toBe("tel:+15555550105");
  });

  it("the schema accepts the fixtures and rejects bad records", () => {
    expect(InstallersFileSchema.safeParse(FIXTURE_INSTALLERS).success).toBe(true);
    const good = FIXTURE_INSTALLERS[0]!;
    expect(InstallerSchema.safeParse({ ...good, phone: "555-0101" }).success).toBe(false);
    expect(InstallerSchema.safeParse({ ...good, serviceArea: "Sacramento" }).success).toBe(false);
    expect(InstallerSchema.safeParse({ ...good, yelpProfile: "" }).success).toBe(false);
    expect(InstallerSchema.safeParse({ ...good, website: "not a url" }).success).toBe(false);
    expect(InstallerSchema.safeParse({ ...good, company: "  " }).success).toBe(false);
    expect(SERVICE_AREAS).toHaveLength(11);
  });

  it("the shipped installers file parses (and ships empty until real listings are imported)", () => {
    // The app only casts the file (no zod in the browser), so this parse is its validation.
    expect(InstallersFileSchema.safeParse(installersJson).success).toBe(true);
    expect(getInstallers()).toEqual(installersJson);
  });
});
