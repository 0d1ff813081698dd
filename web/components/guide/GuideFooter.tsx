// The bottom of every guide: Back, "Next section →" (completes the task and opens the next
// unfinished one; on a standalone page it returns home) and "Return to plan".
import { Link } from "react-router";
import { href, type PageMode } from "../../../domain/routes";
import type { TaskKey } from "../../../domain/contracts/progress.schema";
import { useTaskCompletion } from "./useTaskCompletion";
import * as m from "../../../domain/i18n/messages";

export function GuideFooter({ task, mode }: { task: TaskKey; mode: PageMode }) {
  const { completeAndContinue, back } = useTaskCompletion(task, mode);
  return (
    <nav className="guide-footer" aria-label={m.shell_guide_nav()}>
      <button type="button" className="button button--secondary" onClick={back}>
        {m.shell_guide_back()}
      </button>
      <button type="button" className="button" onClick={() => void completeAndContinue()}>
        {m.shell_guide_next()}
      </button>
      <Link to={href("charging-plan")} className="guide-footer__return">
        {m.shell_guide_return()}
      </Link>
    </nav>
  );
}
