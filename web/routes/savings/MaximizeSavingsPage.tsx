// Maximize savings (savings-tools-and-pages.md §2, §4, §9): glossary, Home / Public switch, the
// utility's plans compared on the plan's miles, and what to do next. One component for both the
// task page (/charging-plan/maximize-savings) and the standalone page.
// The tariff comparison and the public-charging prices load as separate chunks (with their data)
// right after the page renders, so the first load stays within the page budget.
import type { PageMode, PageProps } from "../../../domain/routes";
import { Suspense, useEffect, useState } from "react";
import { utilityStart } from "../../../domain/rates/utility-choice";
import type { UserInputs } from "../../../domain/contracts/progress.schema";
import { EV_MILES_PER_KWH } from "../../../domain/rates/evaluation";
import { efficiencySourceText, planMilesPerKwh, TYPICAL_EFFICIENCY_SOURCE } from "../../../domain/charging-plan/assumptions";
import { FeedbackWidget } from "../../components/FeedbackWidget";
import { GuideFooter } from "../../components/guide/GuideFooter";
import { ShareButton } from "../../components/ShareButton";
import { Collapsible } from "../../components/ui/Collapsible";
import { useProgress } from "../../lib/progress/useProgress";
import { useZipInfo } from "../../lib/zip/useZipInfo";
import { UtilityPicker, type UtilitySelection } from "./UtilityPicker";
import "./maximize-savings.css";
import { SegmentedControl } from "../../components/ui/SegmentedControl";
import { lazyWithPreload } from "../../lib/lazy-with-preload";
import { afterFirstInteraction } from "../../lib/first-interaction";
import type { ZipInfo } from "../../../domain/zip/types";
import { atYourBillsPrice } from "../../../domain/place/bill-price";
import { formatUsdWhole } from "../../../domain/rates/format";

export { UNSUPPORTED_MESSAGE } from "./savings-copy";

const HomeChargingPlans = lazyWithPreload(() => import("./HomeChargingPlans"), { inPrerender: true });
// The person's utility outside California, with its verified plans (their data): a chunk of its own.
const YourUtility = lazyWithPreload(() => import("./YourUtility"));
// The "Public Charging" side is not on the first screen: fetched at the first key or tap.
const PublicChargingPrices = lazyWithPreload(() => import("./PublicChargingPrices"));

function SectionLoading({ what }: { what: string }) {
  return (
    <p className="page-loading" role="status" aria-live="polite">
      Loading {what}…
    </p>
  );
}

type ChargingMode = "home" | "public";

const CHARGING_MODES: readonly { value: ChargingMode; label: string }[] = [
  { value: "home", label: "Home Charging" },
  { value: "public", label: "Public Charging" },
];

export default function MaximizeSavingsPage({ mode = "task" }: PageProps) {
  const { inputs } = useProgress();
  const zip = inputs.zipCode.trim();
  const lookup = useZipInfo(zip);
  const start = utilityStart(zip, lookup);
  const outsideCalifornia = lookup.status === "found" && lookup.info !== undefined && lookup.info.state !== "CA";
  const [chargingMode, setChargingMode] = useState<ChargingMode>("home");
  const [chosen, setChosen] = useState<UtilitySelection | null>(null);
  useEffect(
    () =>
      afterFirstInteraction(() => {
        PublicChargingPrices.preload().catch(() => undefined);
      }),
    [],
  );

  const fromStart: UtilitySelection | null =
    start.kind === "selected" ? start.key : start.kind === "unsupported" ? (start.key ?? "outside") : null;
  const selection = chosen ?? fromStart;

  return (
    <article className="maximize-savings stack">
      <header className="page-header">
        <h1>Maximize your savings</h1>
        <p className="page-header__lead">
          What you pay to charge depends on when and where you plug in. Compare your utility&apos;s plans, see what public
          charging costs next to gas, and set up the cheapest routine.
        </p>
      </header>

      <Collapsible title="Terms you should know" headingLevel={2} className="card">
        <dl className="glossary">
          <dt>kW (kilowatt)</dt>
          <dd>How fast power flows. A higher-kW charger adds range faster.</dd>
          <dt>kWh (kilowatt-hour)</dt>
          <dd>An amount of energy: what your utility bills you for, and how a battery&apos;s size is measured.</dd>
          <dt>Miles per kWh</dt>
          <dd>
            How far your EV goes on one kWh, like miles per gallon for a gas car. We use your plan&apos;s figure; without one,{" "}
            {EV_MILES_PER_KWH.toFixed(1)} miles per kWh, {TYPICAL_EFFICIENCY_SOURCE}.
          </dd>
        </dl>
      </Collapsible>

      <SegmentedControl
        className="mode-switch"
        label="Where you charge"
        value={chargingMode}
        options={CHARGING_MODES}
        onChange={setChargingMode}
      />

      {chargingMode === "home" ? (
        <HomeCharging
          start={start}
          zip={zip}
          selection={selection}
          onSelect={setChosen}
          outsideCalifornia={outsideCalifornia}
          info={lookup.status === "found" ? lookup.info : undefined}
          inputs={inputs}
          mode={mode}
        />
      ) : (
        <Suspense fallback={<SectionLoading what="public charging prices" />}>
          <PublicChargingPrices milesPerKwh={planMilesPerKwh(inputs)} efficiencySource={efficiencySourceText(inputs)} />
        </Suspense>
      )}

      <div className="maximize-savings__share">
        <ShareButton
          getContent={() => ({
            url: `${window.location.origin}/maximize-ev-fuel-savings-calculator`,
            title: "Maximize your EV fuel savings",
          })}
        />
      </div>
      <FeedbackWidget page="Maximize Savings" />
      <GuideFooter task="maximizeSavings" mode={mode} />
    </article>
  );
}

interface HomeChargingProps {
  start: ReturnType<typeof utilityStart>;
  zip: string;
  selection: UtilitySelection | null;
  onSelect: (value: UtilitySelection) => void;
  outsideCalifornia: boolean;
  info: ZipInfo | undefined;
  inputs: UserInputs;
  mode: PageMode;
}

/** The person's bill price, when typed: what their plan's home charging costs at it (the plan's figure). */
function BillPriceLine({ inputs }: { inputs: UserInputs }) {
  const atBill = atYourBillsPrice(inputs);
  if (!atBill) return null;
  return (
    <p className="card" data-testid="your-bill-price">
      At the price on your bill, {(atBill.usdPerKwh * 100).toFixed(1)}¢ a kWh, your plan&apos;s home charging costs about{" "}
      <strong>{formatUsdWhole(atBill.monthly)} a month</strong> ({formatUsdWhole(atBill.yearly)} a year), as your plan says. The plans
      below are priced on published rates.
    </p>
  );
}

function HomeCharging({ start, zip, selection, onSelect, outsideCalifornia, info, inputs, mode }: HomeChargingProps) {
  return (
    <section className="stack" aria-labelledby="home-charging-title">
      <h2 id="home-charging-title">Home charging</h2>
      <BillPriceLine inputs={inputs} />
      {outsideCalifornia && info ? (
        <Suspense fallback={<SectionLoading what="your utility" />}>
          <YourUtility info={info} inputs={inputs} />
        </Suspense>
      ) : null}
      {start.kind === "pending" ? (
        <p role="status">Looking up the utility for ZIP code {zip}…</p>
      ) : (
        <UtilityPicker start={start} zip={zip} value={selection} onChange={onSelect} outsideCalifornia={outsideCalifornia} />
      )}
      <Suspense fallback={<SectionLoading what="rate plans" />}>
        <HomeChargingPlans selection={selection} inputs={inputs} mode={mode} />
      </Suspense>
    </section>
  );
}
