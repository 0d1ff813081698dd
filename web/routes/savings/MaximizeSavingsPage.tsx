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
import { efficiencySourceText, planMilesPerKwh, typicalEfficiencySource } from "../../../domain/charging-plan/assumptions";
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

export { unsupportedMessage } from "./savings-copy";
import * as m from "../../../domain/i18n/messages";
import { numberFormat } from "../../../domain/i18n/format";
import { Emphasis } from "../../components/ui/Emphasis";

const HomeChargingPlans = lazyWithPreload(() => import("./HomeChargingPlans"), { inPrerender: true });
// The person's utility outside California, with its verified plans (their data): a chunk of its own.
const YourUtility = lazyWithPreload(() => import("./YourUtility"));
// The "Public Charging" side is not on the first screen: fetched at the first key or tap.
const PublicChargingPrices = lazyWithPreload(() => import("./PublicChargingPrices"));

function SectionLoading({ what }: { what: string }) {
  return (
    <p className="page-loading" role="status" aria-live="polite">
      {m.maxsave_loading({ what })}
    </p>
  );
}

type ChargingMode = "home" | "public";

const chargingModes = (): readonly { value: ChargingMode; label: string }[] => [
  { value: "home", label: m.maxsave_mode_home() },
  { value: "public", label: m.maxsave_mode_public() },
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
        <h1>{m.maxsave_title()}</h1>
        <p className="page-header__lead">
          {m.maxsave_lead()}
        </p>
      </header>

      <Collapsible title={m.maxsave_terms()} headingLevel={2} className="card">
        <dl className="glossary">
          <dt>{m.maxsave_kw_term()}</dt>
          <dd>{m.maxsave_kw_def()}</dd>
          <dt>{m.maxsave_kwh_term()}</dt>
          <dd>{m.maxsave_kwh_def()}</dd>
          <dt>{m.maxsave_mpkwh_term()}</dt>
          <dd>
            {m.maxsave_mpkwh_def({
              value: numberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(EV_MILES_PER_KWH),
              source: typicalEfficiencySource(),
            })}
          </dd>
        </dl>
      </Collapsible>

      <SegmentedControl
        className="mode-switch"
        label={m.maxsave_where_charge()}
        value={chargingMode}
        options={chargingModes()}
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
        <Suspense fallback={<SectionLoading what={m.maxsave_loading_public()} />}>
          <PublicChargingPrices milesPerKwh={planMilesPerKwh(inputs)} efficiencySource={efficiencySourceText(inputs)} />
        </Suspense>
      )}

      <div className="maximize-savings__share">
        <ShareButton
          getContent={() => ({
            url: `${window.location.origin}/maximize-ev-fuel-savings-calculator`,
            title: m.maxsave_share_title(),
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
      <Emphasis
        value={m.maxsave_a_month({ amount: formatUsdWhole(atBill.monthly) })}
        sentence={(monthly) =>
          m.maxsave_bill_price({
            cents: numberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(atBill.usdPerKwh * 100),
            monthly,
            yearly: formatUsdWhole(atBill.yearly),
          })
        }
      />
    </p>
  );
}

function HomeCharging({ start, zip, selection, onSelect, outsideCalifornia, info, inputs, mode }: HomeChargingProps) {
  return (
    <section className="stack" aria-labelledby="home-charging-title">
      <h2 id="home-charging-title">{m.maxsave_home_title()}</h2>
      <BillPriceLine inputs={inputs} />
      {outsideCalifornia && info ? (
        <Suspense fallback={<SectionLoading what={m.maxsave_loading_utility()} />}>
          <YourUtility info={info} inputs={inputs} />
        </Suspense>
      ) : null}
      {start.kind === "pending" ? (
        <p role="status">{m.maxsave_looking_up({ zip })}</p>
      ) : (
        <UtilityPicker start={start} zip={zip} value={selection} onChange={onSelect} outsideCalifornia={outsideCalifornia} />
      )}
      <Suspense fallback={<SectionLoading what={m.maxsave_loading_plans()} />}>
        <HomeChargingPlans selection={selection} inputs={inputs} mode={mode} />
      </Suspense>
    </section>
  );
}
