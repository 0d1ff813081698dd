import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ChargerRecommendations } from "./ChargerRecommendations";

describe("ChargerRecommendations: buying with confidence", () => {
  it("every product kind points to the ENERGY STAR certified list and the NRTL mark", () => {
    render(<ChargerRecommendations setup="level1" outlet={null} />);
    const cards = screen.getAllByTestId("charger-card");
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(within(card).getByText(/Find certified models of this kind in the/).textContent).toBe(
        "Find certified models of this kind in the ENERGY STAR list of certified EV chargers (opens in a new tab), and check for a UL or other NRTL safety mark.",
      );
      expect(within(card).getByRole("link", { name: /ENERGY STAR list of certified EV chargers/ }).getAttribute("href")).toBe(
        "https://www.energystar.gov/products/ev_chargers",
      );
    }
  });

  it("explains what a UL (or other NRTL) listing means", () => {
    render(<ChargerRecommendations setup="240v" outlet={null} />);
    const box = screen.getByTestId("charger-certification");
    expect(within(box).getByRole("heading", { name: "What “UL listed” means" })).toBeTruthy();
    expect(box.textContent).toMatch(/Nationally Recognized Testing Laboratory \(NRTL\)/);
    expect(box.textContent).toMatch(/Occupational Safety and Health Administration/);
    expect(box.textContent).toMatch(/ENERGY STAR publishes the chargers it has certified/);
  });
});
