// "How to hire an installer", for every setup: licence check (CSLB, C-10), permits, three quotes and
// what a quote includes, the spec's price bands, and the ZIP utility's own charger programs from
// the incentives data. Its own chunk (it carries the incentives list), loaded after the page renders.
import { INSTALLATION_COSTS_SOURCE, INSTALLATION_PRICE_BANDS, QUOTES_ADVICE } from "../../../../domain/chargers/installation-costs";
import type { HomeSetup } from "../../../../domain/contracts/progress";
import { INCENTIVE_DATA } from "../../../../domain/incentives/data";
import { formatIsoDate, isoDateOf } from "../../../../domain/incentives/dates";
import { utilityNames } from "../../../../domain/incentives/location";
import type { Incentive } from "../../../../domain/incentives/model";
import {
  CSLB,
  LICENSE_CHECK,
  PERMIT_ADVICE,
  PRICE_BAND_INTRO,
  QUOTE_CHECKLIST,
  utilityChargerPrograms,
} from "../../../../domain/installers/hiring";
import { ExternalLink } from "../../../components/guide/GuideLayout";
import { useZipInfo } from "../../../lib/zip/useZipInfo";

export default function HireAnInstaller({ setup, zip }: { setup: HomeSetup; zip: string }) {
  return (
    <section className="card hire" aria-labelledby="hire-title" data-testid="hire-an-installer">
      <h2 id="hire-title">How to hire an installer</h2>

      <h3>1. Check the electrician's licence</h3>
      <p>
        {LICENSE_CHECK.california} <ExternalLink href={CSLB.url}>{CSLB.name}</ExternalLink>
      </p>
      <p>{LICENSE_CHECK.elsewhere}</p>

      <h3>2. Make sure the job has a permit</h3>
      <p>{PERMIT_ADVICE}</p>

      <h3>3. Get three quotes</h3>
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
          <table className="price-bands" data-testid="hire-price-bands">
            <caption className="visually-hidden">Typical installation prices</caption>
            <thead>
              <tr>
                <th scope="col">Situation</th>
                <th scope="col">Typical price</th>
              </tr>
            </thead>
            <tbody>
              {INSTALLATION_PRICE_BANDS.map((band) => (
                <tr key={band.situation}>
                  <th scope="row">{band.situation}</th>
                  <td>{band.price}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="source-note">Ranges to plan with, not quotes. Source: {INSTALLATION_COSTS_SOURCE}.</p>
        </>
      )}

      <h3>4. Ask your utility first</h3>
      <UtilityPrograms zip={zip} />
    </section>
  );
}

function ProgramItem({ incentive }: { incentive: Incentive }) {
  return (
    <li>
      <ExternalLink href={incentive.link}>{incentive.entity}</ExternalLink>
      {incentive.amountText ? `: ${incentive.amountText}` : ""}. {incentive.shortDescription}{" "}
      {incentive.lastChecked ? <span className="source-note">Checked {formatIsoDate(incentive.lastChecked)}.</span> : null}
    </li>
  );
}

function UtilityPrograms({ zip }: { zip: string }) {
  const zip5 = /^\d{5}$/.test(zip) ? zip : "";
  const lookup = useZipInfo(zip5);
  if (!zip5) return <p>Enter your ZIP code (in the installer section above) to see your utility's own charger programs.</p>;
  if (lookup.status === "idle" || lookup.status === "loading") return <p role="status">Finding your utility…</p>;
  if (lookup.status === "not-found") return <p>We couldn't find ZIP {zip5}, so we can't name its utility.</p>;
  if (lookup.status === "error" || !lookup.info) return <p>We couldn't look up your utility just now.</p>;
  const { info } = lookup;
  if (info.state !== "CA" || info.utilities.length === 0) {
    return (
      <p data-testid="utility-programs">
        We track utility charger programs for California ZIPs only. Many utilities elsewhere offer charger rebates or
        EV rates too: check your utility's website before you book the electrician, since some programs need you to
        apply first.
      </p>
    );
  }
  const programs = utilityChargerPrograms(INCENTIVE_DATA.incentives, info.utilities, isoDateOf(new Date()));
  const names = utilityNames(info.utilities);
  return (
    <div data-testid="utility-programs">
      {programs.available.length > 0 ? (
        <>
          <p>
            Open charger programs from {names}, your utility for ZIP {zip5}. Some need you to apply before the
            installation:
          </p>
          <ul>
            {programs.available.map((incentive) => (
              <ProgramItem key={incentive.id} incentive={incentive} />
            ))}
          </ul>
        </>
      ) : (
        <p>We know of no open charger program from {names} right now.</p>
      )}
      {programs.unconfirmed.length > 0 ? (
        <>
          <p>Listed, but we couldn't confirm they are open (ask before you count on them):</p>
          <ul>
            {programs.unconfirmed.map((incentive) => (
              <ProgramItem key={incentive.id} incentive={incentive} />
            ))}
          </ul>
        </>
      ) : null}
      <p className="source-note">Program status as of {formatIsoDate(INCENTIVE_DATA.statusAsOf)}. The incentives finder lists every program for your ZIP.</p>
    </div>
  );
}
