// The ZIP's utilities' own charger, panel and wiring programs, in any state (issue 33): the state's
// program shard (fetched, never bundled) judged by domain/installers/hiring.ts, which decides
// which count as open. Its own chunk.
import * as m from "../../../../domain/i18n/messages";
import { useState } from "react";
import { easternIsoDate } from "../../../../domain/incentives/eligibility";
import { programCredit } from "../../../../domain/incentives/finder";
import type { Program } from "../../../../domain/incentives/programs";
import { formatIsoDay } from "../../../../domain/i18n/format";
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
      {program.checkedOn ? <span className="source-note">{m.guide_home_programs_as_of({ date: formatIsoDay(program.checkedOn) })}</span> : null}
    </li>
  );
}

const andList = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? "") : m.guide_home_programs_and({ first: names.slice(0, -1).join(", "), last: names.at(-1) ?? "" });

export default function UtilityPrograms({ zip }: { zip: string }) {
  const zip5 = isFiveDigitZip(zip) ? zip : "";
  const lookup = useZipInfo(zip5);
  const info = lookup.status === "found" ? lookup.info : undefined;
  const shard = useProgramShard(info?.state ?? null);
  const [today] = useState(() => easternIsoDate(new Date()));
  if (lookup.status === "idle" || lookup.status === "loading") return <p role="status">{m.guide_home_hire_finding_utility()}</p>;
  if (lookup.status === "not-found") return <p>{m.guide_home_programs_not_found({ zip: zip5 })}</p>;
  if (lookup.status === "error" || !info) return <p>{m.guide_home_programs_lookup_error()}</p>;
  if (shard.status === "idle" || shard.status === "loading") return <p role="status">{m.guide_home_programs_finding()}</p>;
  if (shard.status === "error") return <p>{m.guide_home_programs_error()}</p>;
  const place = placeFromZip(info);
  if (place.utilities.length === 0) {
    return (
      <p data-testid="utility-programs">
        {m.guide_home_programs_no_utility({ zip: zip5 })}
      </p>
    );
  }
  const programs = utilityChargerPrograms(shard.data, place, today);
  const names = andList(programs.utilityNames);
  const whose = programs.utilityNames.length > 1 ? m.guide_home_programs_whose_many({ zip: zip5 }) : m.guide_home_programs_whose_one({ zip: zip5 });
  return (
    <div data-testid="utility-programs">
      {programs.available.length > 0 ? (
        <>
          <p>{m.guide_home_programs_open({ names, whose })}</p>
          <ul>
            {programs.available.map((program) => (
              <ProgramItem key={program.id} program={program} />
            ))}
          </ul>
        </>
      ) : (
        <p>{m.guide_home_programs_none({ names })}</p>
      )}
      {programs.unconfirmed.length > 0 ? (
        <>
          <p>{m.guide_home_programs_unconfirmed()}</p>
          <ul>
            {programs.unconfirmed.map((program) => (
              <ProgramItem key={program.id} program={program} />
            ))}
          </ul>
        </>
      ) : null}
      <p className="source-note">{programCredit(shard.data)} {m.guide_home_programs_finder()}</p>
    </div>
  );
}
