// One program: provider, amount, what it is for, its status and what an unanswered question would
// decide ("if you own your home"), its source with the data's date, and the program's page from
// the data (new tab).
import { conditionWords } from "../../../domain/incentives/finder";
import type { ProgramView } from "../../../domain/incentives/eligibility";
import type { ProgramItem } from "../../../domain/incentives/programs";
import { formatIsoDate } from "../../../domain/rates/format";

const ITEM_WORDS: Record<ProgramItem, string> = {
  "new-ev": "New EV",
  "used-ev": "Used EV",
  "new-phev": "New plug-in hybrid",
  "used-phev": "Used plug-in hybrid",
  charger: "Home charger",
  panel: "Panel upgrade",
  wiring: "Wiring",
  "service-upgrade": "Electric service upgrade",
  "charging-credit": "Charging credit",
  perk: "Driving perk",
};

function statusBadge(view: ProgramView): { label: string; tone: string } {
  const checked = view.program.checkedOn ? `last checked ${formatIsoDate(view.program.checkedOn)}` : "source page undated";
  switch (view.availability) {
    case "available":
      if (view.counted) return { label: "Available", tone: "success" };
      return view.alternativeTo ? { label: "Available (an alternative)", tone: "success" } : { label: "Available if you qualify", tone: "success" };
    case "check":
      return { label: `Check availability (${checked})`, tone: "warning" };
    case "proposed":
      return { label: "Proposed: not open yet", tone: "warning" };
    case "not-yet":
      return { label: `Opens ${formatIsoDate(view.program.startsOn!)}`, tone: "warning" };
    case "paused":
      return { label: "Paused", tone: "danger" };
    case "ended":
      return { label: view.program.endsOn ? `Ended ${formatIsoDate(view.program.endsOn)}` : "Ended", tone: "danger" };
  }
}

export function IncentiveCard({ view }: { view: ProgramView }) {
  const { program } = view;
  const badge = statusBadge(view);
  const conditions = view.availability === "available" ? conditionWords(view) : [];
  const title = program.programName === program.authorityName ? program.authorityName : `${program.authorityName}: ${program.programName}`;
  return (
    <article className="incentive card" aria-label={title} data-program-id={program.id}>
      <div className="incentive__tags">
        <span className={`badge badge--${badge.tone}`}>{badge.label}</span>
        {[...new Set(program.items.map((item) => ITEM_WORDS[item]))].map((words) => (
          <span className="badge" key={words}>
            {words}
          </span>
        ))}
        {program.income ? <span className="badge">Income-qualified</span> : null}
      </div>
      <h3 className="incentive__provider">{title}</h3>
      <p className="incentive__amount">{program.amountText || "Amount not published"}</p>
      {program.description ? <p className="incentive__description">{program.description}</p> : null}
      {conditions.length > 0 ? <p className="incentive__conditions">Counts {conditions.join("; ")}.</p> : null}
      {view.alternativeTo ? <p className="incentive__conditions">Not added to your total: a larger offer of the same provider for the same thing counts instead.</p> : null}
      {view.incomeLimitUsd !== null && view.income === "qualifies" ? (
        <p className="incentive__conditions">Your household is under its limit of ${view.incomeLimitUsd.toLocaleString("en-US")} a year.</p>
      ) : null}
      {program.statusNote ? <p className="incentive__conditions">{program.statusNote}</p> : null}
      <p className="source-note">
        Source: {program.sourceLabel}.{" "}
        {program.checkedOn ? `Data as of ${formatIsoDate(program.checkedOn)}.` : "Source page undated."}
      </p>
      <a className="incentive__link" href={program.url} target="_blank" rel="noopener noreferrer">
        Program page
        <span className="visually-hidden"> for {title} (opens in a new tab)</span>
        <span aria-hidden="true"> ↗</span>
      </a>
    </article>
  );
}
