// "How to hire an installer", for every setup: license check (CSLB, C-10), permits, three quotes and
// what a quote includes, the spec's price bands, and the ZIP utility's own charger programs from
// the incentives data. Prerendered with the page; the utility programs load as their own chunk.
import { INSTALLATION_COSTS_SOURCE, QUOTES_ADVICE } from "../../../../domain/chargers/installation-costs";
import type { HomeSetup } from "../../../../domain/contracts/progress.schema";
import { lazy, Suspense } from "react";
import {
  CSLB,
  HIRE_STEP_NAMES,
  LICENSE_CHECK,
  PERMIT_ADVICE,
  PRICE_BAND_INTRO,
  QUOTE_CHECKLIST,
  UTILITY_FIRST_ADVICE,
} from "../../../../domain/installers/hiring";
import { LazyFromDealer as FromDealer } from "../../../components/dealers/LazyDealerParts";
import { ExternalLink } from "../../../components/guide/GuideLayout";
import { PriceBandsTable } from "./InstallationCosts";
import { useProgress } from "../../../lib/progress/useProgress";
import { isFiveDigitZip } from "../../../../domain/zip/format";

// The utility programs carry the incentives list: loaded only once there is a ZIP (never in the
// prerendered first screen, where there is none).
const UtilityPrograms = lazy(() => import("./UtilityPrograms"));

export default function HireAnInstaller({ setup, zip }: { setup: HomeSetup; zip: string }) {
  const { inputs } = useProgress();
  return (
    <section className="card hire" aria-labelledby="hire-title" data-testid="hire-an-installer">
      <h2 id="hire-title">How to hire an installer</h2>

      <h3>1. {HIRE_STEP_NAMES.license}</h3>
      <p>
        {LICENSE_CHECK.california} <ExternalLink href={CSLB.url}>{CSLB.name}</ExternalLink>
      </p>
      <p>{LICENSE_CHECK.elsewhere}</p>

      <h3>2. {HIRE_STEP_NAMES.permit}</h3>
      <p>{PERMIT_ADVICE}</p>

      <h3>3. {HIRE_STEP_NAMES.quotes}</h3>
      <p>
        <strong>{QUOTES_ADVICE}</strong> Ask for each in writing, spelling out:
      </p>
      <ul className="hire__checklist">
        {QUOTE_CHECKLIST.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>

      <h3>What installation usually costs</h3>
      {setup === "level1" ? (
        <p>The usual prices are in “Installation price range” above: plan with them, and let your three quotes decide.</p>
      ) : (
        <>
          <p>{PRICE_BAND_INTRO[setup]}</p>
          <PriceBandsTable testId="hire-price-bands" />
          <p className="source-note">Ranges to plan with, not quotes. Source: {INSTALLATION_COSTS_SOURCE}.</p>
          {/* The dealer's own installation offer, if the plan started at one (the household outlet
              setup shows it beside its own price card). */}
          <FromDealer dealerSlug={inputs.dealerSlug} headingLevel={3} />
        </>
      )}

      <h3>4. {HIRE_STEP_NAMES.utility}</h3>
      <p>{UTILITY_FIRST_ADVICE}</p>
      {isFiveDigitZip(zip) ? (
        <Suspense fallback={<p role="status">Finding your utility…</p>}>
          <UtilityPrograms zip={zip} />
        </Suspense>
      ) : (
        <p>Enter your ZIP code (in the installer section above) to see your utility's own charger programs.</p>
      )}
    </section>
  );
}
