// Maximize Savings outside California names the person's utility, the price their plan uses and its
// verified plan, or says plainly that its EV plan is not in our data (committed shards; prices from
// ../shared/data/raw/grid-atlas-2024/zips.json, plans from research/utility-ev-rates-2026.json).
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import shard112 from "../../public/data/zip/112.json";
import shard981 from "../../public/data/zip/981.json";
import { DEFAULT_USER_INPUTS } from "../../../domain/contracts/progress.schema";
import { findZip, parseZipShard } from "../../../domain/zip/shard.schema";
import YourUtility from "./YourUtility";

const info = (json: unknown, zip: string) => findZip(parseZipShard(zip.slice(0, 3), json), zip)!;

describe("YourUtility", () => {
  it("Brooklyn 11215: Con Edison at 35.7¢, 2024, and its EV plan is not in our data", () => {
    render(<YourUtility info={info(shard112, "11215")} inputs={{ ...DEFAULT_USER_INPUTS, zipCode: "11215" }} />);
    const card = screen.getByTestId("your-utility");
    expect(card.textContent).toContain("Your electric utility: Con Edison · 35.7¢ a kWh, Con Edison, average residential price, 2024 (NREL/OpenEI).");
    expect(card.textContent).toContain("Con Edison's EV or time-of-use plan is not in our data");
  });

  it("Seattle 98101 with Puget Sound Energy picked: its price; Seattle City Light's plan is not shown for it", () => {
    render(<YourUtility info={info(shard981, "98101")} inputs={{ ...DEFAULT_USER_INPUTS, zipCode: "98101", electricUtility: "wa-puget-sound-energy" }} />);
    const card = screen.getByTestId("your-utility");
    expect(card.textContent).toContain("Your electric utility: Puget Sound Energy · 14.6¢ a kWh");
    expect(card.textContent).toContain("Puget Sound Energy's EV or time-of-use plan is not in our data");
    expect(screen.queryByTestId("utility-plan-window")).toBeNull();
  });

  it("Seattle 98101, the bill's price typed: 'your bill', and Seattle City Light's off-peak midnight to 6 AM", () => {
    render(<YourUtility info={info(shard981, "98101")} inputs={{ ...DEFAULT_USER_INPUTS, zipCode: "98101", homeUsdPerKwh: 0.15 }} />);
    expect(screen.getByTestId("your-utility").textContent).toContain("Your electric utility: Seattle City Light · 15.0¢ a kWh, your bill.");
    expect(screen.getByTestId("utility-plan-window").textContent).toContain("the cheapest hours run 12 AM to 6 AM (off-peak, $0.08/kWh every day)");
  });
});
