// The ZIP utility's own charger and panel-upgrade programs, from the researched incentives data
// (domain/installers/hiring.ts decides which count as open). Its own chunk: it carries the list.
import { INCENTIVE_DATA } from "../../../../domain/incentives/data";
import { isoDateOf } from "../../../../domain/incentives/dates";
import { formatIsoDate } from "../../../../domain/rates/format";
import { utilityNames } from "../../../../domain/incentives/location";
import type { Incentive } from "../../../../domain/incentives/model";
import { utilityChargerPrograms } from "../../../../domain/installers/hiring";
import { ExternalLink } from "../../../components/guide/GuideLayout";
import { useZipInfo } from "../../../lib/zip/useZipInfo";
import { isFiveDigitZip } from "../../../../domain/zip/format";

function ProgramItem({ incentive }: { incentive: Incentive }) {
  return (
    <li>
      <ExternalLink href={incentive.link}>{incentive.entity}</ExternalLink>
      {incentive.amountText ? `: ${incentive.amountText}` : ""}. {incentive.shortDescription}{" "}
      {incentive.lastChecked ? <span className="source-note">Checked {formatIsoDate(incentive.lastChecked)}.</span> : null}
    </li>
  );
}

export default function UtilityPrograms({ zip }: { zip: string }) {
  const zip5 = isFiveDigitZip(zip) ? zip : "";
  const lookup = useZipInfo(zip5);
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
