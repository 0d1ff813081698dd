// "How to hire an installer", for every setup: license check (CSLB, C-10), permits, three quotes and
// what a quote includes, the spec's price bands, and the ZIP utility's own charger programs from
// the incentives data. Prerendered with the page; the utility programs load as their own chunk.
import { installationCostsSource, quotesAdvice } from "../../../../domain/chargers/installation-costs";
import * as m from "../../../../domain/i18n/messages";
import type { HomeSetup } from "../../../../domain/contracts/progress.schema";
import { lazy, Suspense } from "react";
import {
  CSLB,
  HIRE_STEP_NAMES,
  LICENSE_CHECK,
  permitAdvice,
  PRICE_BAND_INTRO,
  quoteChecklist,
  utilityFirstAdvice,
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
      <h2 id="hire-title">{m.guide_home_hire_title()}</h2>

      <h3>{m.guide_home_hire_step({ number: 1, name: HIRE_STEP_NAMES.license })}</h3>
      <p>
        {LICENSE_CHECK.california} <ExternalLink href={CSLB.url}>{CSLB.name}</ExternalLink>
      </p>
      <p>{LICENSE_CHECK.elsewhere}</p>

      <h3>{m.guide_home_hire_step({ number: 2, name: HIRE_STEP_NAMES.permit })}</h3>
      <p>{permitAdvice()}</p>

      <h3>{m.guide_home_hire_step({ number: 3, name: HIRE_STEP_NAMES.quotes })}</h3>
      <p>
        <strong>{quotesAdvice()}</strong> {m.guide_home_hire_quotes_after()}
      </p>
      <ul className="hire__checklist">
        {quoteChecklist().map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>

      <h3>{m.guide_home_hire_costs_title()}</h3>
      {setup === "level1" ? (
        <p>{m.guide_home_hire_costs_level1()}</p>
      ) : (
        <>
          <p>{PRICE_BAND_INTRO[setup]}</p>
          <PriceBandsTable testId="hire-price-bands" />
          <p className="source-note">{m.guide_home_costs_source({ source: installationCostsSource() })}</p>
          {/* The dealer's own installation offer, if the plan started at one (the household outlet
              setup shows it beside its own price card). */}
          <FromDealer dealerSlug={inputs.dealerSlug} headingLevel={3} />
        </>
      )}

      <h3>{m.guide_home_hire_step({ number: 4, name: HIRE_STEP_NAMES.utility })}</h3>
      <p>{utilityFirstAdvice()}</p>
      {isFiveDigitZip(zip) ? (
        <Suspense fallback={<p role="status">{m.guide_home_hire_finding_utility()}</p>}>
          <UtilityPrograms zip={zip} />
        </Suspense>
      ) : (
        <p>{m.guide_home_hire_enter_zip()}</p>
      )}
    </section>
  );
}
