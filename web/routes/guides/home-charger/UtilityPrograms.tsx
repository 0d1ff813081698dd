// The ZIP's utilities' own charger, panel and wiring programs, in any state (issue 33): the state's
// program shard (fetched, never bundled) judged by domain/installers/hiring.ts, which decides
// which count as open. Its own chunk.
import { useState } from "react";
import { easternIsoDate } from "../../../../domain/incentives/eligibility";
import { programCredit } from "../../../../domain/incentives/finder";
import type { Program } from "../../../../domain/incentives/programs";
import { formatIsoDate } from "../../../../domain/rates/format";
import { utilityChargerPrograms } from "../../../../domain/installers/hiring";
import { placeFromZip } from "../../../../domain/place/resolve";
import { ExternalLink } from "../../../components/guide/GuideLayout";
import { useProgramShard } from "../../../lib/programs/usePrograms";
import { useZipInfo } from "../../../lib/zip/useZipInfo";
import { isFiveDigitZip } from "../../../../domain/zip/format";

function ProgramItem({ program }: { program: Program }) {
  return (
    <li>
      <ExternalLink href={program.url}>{program.authorityName}</ExternalLink>
      {program.amountText ? `: ${program.amountText}` : ""}
      {program.description ? ` ${program.description}` : ""}{" "}
      {program.checkedOn ? <span className="source-note">Data as of {formatIsoDate(program.checkedOn)}.</span> : null}
    </li>
  );
}

const andList = (names: readonly string[]) => (names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`);

export default function UtilityPrograms({ zip }: { zip: string }) {
  const zip5 = isFiveDigitZip(zip) ? zip : "";
  const lookup = useZipInfo(zip5);
  const info = lookup.status === "found" ? lookup.info : undefined;
  const shard = useProgramShard(info?.state ?? null);
  const [today] = useState(() => easternIsoDate(new Date()));
  if (lookup.status === "idle" || lookup.status === "loading") return <p role="status">Finding your utility…</p>;
  if (lookup.status === "not-found") return <p>We couldn't find ZIP {zip5}, so we can't name its utility.</p>;
  if (lookup.status === "error" || !info) return <p>We couldn't look up your utility just now.</p>;
  if (shard.status === "idle" || shard.status === "loading") return <p role="status">Finding your utility&apos;s programs…</p>;
  if (shard.status === "error") return <p>We couldn't load your utility&apos;s programs just now. Check your utility&apos;s website before you book.</p>;
  const place = placeFromZip(info);
  if (place.utilities.length === 0) {
    return (
      <p data-testid="utility-programs">
        Our data names no electric utility for ZIP {zip5}. Many utilities offer charger rebates or EV rates: check yours
        before you book the electrician, since some programs need you to apply first.
      </p>
    );
  }
  const programs = utilityChargerPrograms(shard.data, place, today);
  const names = andList(programs.utilityNames);
  const whose = programs.utilityNames.length > 1 ? `the utilities that serve ZIP ${zip5}` : `your utility for ZIP ${zip5}`;
  return (
    <div data-testid="utility-programs">
      {programs.available.length > 0 ? (
        <>
          <p>
            Open charger programs from {names}, {whose}. Some need you to apply before the installation:
          </p>
          <ul>
            {programs.available.map((program) => (
              <ProgramItem key={program.id} program={program} />
            ))}
          </ul>
        </>
      ) : (
        <p>We know of no open charger program from {names} right now. A missing program is not proof there is none: check your utility&apos;s website.</p>
      )}
      {programs.unconfirmed.length > 0 ? (
        <>
          <p>Listed, but we couldn&apos;t confirm they are open (ask before you count on them):</p>
          <ul>
            {programs.unconfirmed.map((program) => (
              <ProgramItem key={program.id} program={program} />
            ))}
          </ul>
        </>
      ) : null}
      <p className="source-note">{programCredit(shard.data)} The incentives finder lists every program for your ZIP.</p>
    </div>
  );
}
