// Top-bar progress: tasks done out of 8. Its action (open the plan) is enabled only once
// Charging Basics is complete and the plan has a ZIP, daily miles and an EV type (spec §2).
import { href, routeById } from "../../../domain/routes";
import { Link } from "react-router";
import { TASK_KEYS } from "../../../domain/progress/model";
import { useProgress } from "../../lib/progress/useProgress";
import * as m from "../../../domain/i18n/messages";

export function ProgressIndicator() {
  const { flags, inputs, completed } = useProgress();
  const total = TASK_KEYS.length;
  const ready = flags.chargingBasics && inputs.zipCode !== "" && inputs.dailyMiles > 0 && inputs.evType !== "";
  const label = m.shell_progress_label({ completed, total });
  const bar = (
    <span className="progress-indicator__bar" aria-hidden="true">
      <span className="progress-indicator__fill" style={{ width: `${(completed / total) * 100}%` }} />
    </span>
  );
  if (!ready) {
    return (
      <span className="progress-indicator" role="img" aria-label={label} title={m.shell_progress_locked({ task: routeById("basics-task").name })}>
        {bar}
        <span className="progress-indicator__text" aria-hidden="true">
          {completed}/{total}
        </span>
      </span>
    );
  }
  return (
    <Link to={href("charging-plan")} className="progress-indicator progress-indicator--link" aria-label={m.shell_progress_open_label({ completed, total })}>
      {bar}
      <span className="progress-indicator__text" aria-hidden="true">
        {completed}/{total}
      </span>
    </Link>
  );
}
