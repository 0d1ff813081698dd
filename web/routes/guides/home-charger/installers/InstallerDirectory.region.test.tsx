// Region wording in the directory: "the Bay Area" (never "Bay Area area") and which region a
// Sacramento ZIP gets.
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { InstallerDirectory } from "./InstallerDirectory";

describe("InstallerDirectory region wording", () => {
  it("Sacramento 95814: names the Bay Area region correctly and says why a Sacramento ZIP is in it", () => {
    render(<InstallerDirectory zip="95814" onZipChange={() => {}} installers={[]} />);
    expect(screen.getByText("We don't have verified installer listings for the Bay Area yet, and we'd rather show none than guess.")).toBeTruthy();
    expect(screen.queryByText(/Bay Area area/)).toBeNull();
    expect(screen.getByText(/ZIPs that start with 95, Sacramento's among them, count as the Bay Area region/)).toBeTruthy();
  });

  it("San Francisco 94110 gets no prefix note", () => {
    render(<InstallerDirectory zip="94110" onZipChange={() => {}} installers={[]} />);
    expect(screen.getByText(/listings for the Bay Area yet/)).toBeTruthy();
    expect(screen.queryByText(/ZIPs that start with 95/)).toBeNull();
  });
});
