// The directory on screen, with obviously fictional fixture listings (never shipped).
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { californiaRegionMessage } from "../../../../../domain/installers/directory";
import { FIXTURE_INSTALLERS } from "../../../../../domain/installers/test-fixtures";
import { InstallerDirectory } from "./InstallerDirectory";

function Harness({ initialZip, installers = FIXTURE_INSTALLERS }: { initialZip: string; installers?: typeof FIXTURE_INSTALLERS }) {
  const [zip, setZip] = useState(initialZip);
  return <InstallerDirectory zip={zip} onZipChange={setZip} installers={installers} />;
}

const names = () => screen.queryAllByRole("heading", { level: 3 }).map((h) => h.textContent).filter((t) => t !== "Choosing an electrician");

describe("InstallerDirectory", () => {
  it("shows the first installer of each area, then all of a chosen area", async () => {
    render(<Harness initialZip="90012" />);
    expect(names()).toEqual(["Example Electric Co", "Sample Sparks Ltd", "Fictional Volt Co"]);
    await userEvent.selectOptions(screen.getByLabelText("Service area"), "Orange County");
    expect(names()).toEqual(["Sample Sparks Ltd", "Placeholder Power"]);
  });

  it("resets the area filter to all when the ZIP moves to another region", async () => {
    render(<Harness initialZip="90012" />);
    await userEvent.selectOptions(screen.getByLabelText("Service area"), "Orange County");
    const zip = screen.getByLabelText("ZIP code");
    await userEvent.clear(zip);
    await userEvent.type(zip, "94110");
    expect((screen.getByLabelText("Service area") as HTMLSelectElement).value).toBe("all");
    expect(names()).toEqual(["Example Bay Electric"]);
    await userEvent.clear(zip);
    await userEvent.type(zip, "90012");
    expect((screen.getByLabelText("Service area") as HTMLSelectElement).value).toBe("all");
  });

  it("links phones with tel: and opens website and reviews in a new tab", () => {
    render(<Harness initialZip="90012" />);
    const card = screen.getByRole("heading", { name: "Example Electric Co" }).closest("article")!;
    expect(within(card).getByRole("link", { name: /555-0101/ }).getAttribute("href")).toBe("tel:+15555550101");
    for (const name of [/Website/, /Reviews/]) {
      const link = within(card).getByRole("link", { name });
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")).toContain("noopener");
    }
    const noSite = screen.getByRole("heading", { name: "Sample Sparks Ltd" }).closest("article")!;
    expect(within(noSite).queryByRole("link", { name: /Website/ })).toBeNull();
  });

  it("shows the California message outside the metros, and the help", () => {
    render(<Harness initialZip="96150" />);
    expect(screen.getByText(californiaRegionMessage())).toBeTruthy();
    expect(names()).toEqual([]);
    // The license check and quotes advice live in the guide's "How to hire an installer" section.
    expect(screen.getByRole("link", { name: "How to hire an installer" }).getAttribute("href")).toBe("#hire-title");
  });

  it("says so honestly when a metro has no listings", () => {
    render(<Harness initialZip="92101" installers={[]} />);
    expect(screen.getByText(/We don't have verified installer listings for the San Diego area yet/)).toBeTruthy();
  });

  it("asks for a ZIP and keeps only digits", async () => {
    render(<Harness initialZip="" />);
    expect(screen.getByText("Enter your 5-digit ZIP code to see installers near you.")).toBeTruthy();
    await userEvent.type(screen.getByLabelText("ZIP code"), "9a0-0123");
    expect((screen.getByLabelText("ZIP code") as HTMLInputElement).value).toBe("90012");
  });
});
