// One dashboard task: open (link with "Get Started" / "Review"), locked (greyed, not a link, with
// the reason for screen readers) or muted (no home charging: still open, visibly de-emphasised).
import { Link } from "react-router";
import type { PlanTask } from "./tasks";
import * as m from "../../../../domain/i18n/messages";

interface TaskCardProps {
  task: PlanTask;
  index: number;
  done: boolean;
  locked: boolean;
  muted: boolean;
}

export function TaskCard({ task, index, done, locked, muted }: TaskCardProps) {
  const state = locked ? "locked" : done ? "done" : "open";
  const className = `task-card card task-card--${state}${muted ? " task-card--muted" : ""}`;
  const titleId = `task-${task.key}-title`;
  return (
    <li className={className} data-task={task.key} data-state={state} data-muted={muted ? "true" : undefined}>
      <span className="task-card__number" aria-hidden="true">
        {done ? "✓" : index + 1}
      </span>
      <div className="task-card__body">
        <h3 id={titleId} className="task-card__title">
          {task.title}
          {done ? <span className="badge badge--success task-card__badge">{m.dashboard_task_done()}</span> : null}
        </h3>
        <p className="task-card__summary">{task.summary}</p>
        {muted ? <p className="task-card__note">{m.dashboard_task_muted()}</p> : null}
      </div>
      {locked ? (
        <span className="task-card__locked">
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5zm-3 8V7a3 3 0 1 1 6 0v3H9z"
            />
          </svg>
          <span>{m.dashboard_task_locked()}</span>
          <span className="visually-hidden">{m.dashboard_task_unlock({ task: task.title })}</span>
        </span>
      ) : (
        <Link to={task.path} className="button button--small task-card__action" aria-describedby={titleId}>
          {done ? m.dashboard_task_review() : m.dashboard_task_start()}
        </Link>
      )}
    </li>
  );
}
