// The bottom of every guide: Back, "Next section →" (completes the task and opens the next
// unfinished one; on a standalone page it returns home) and "Return to plan".
import { Link } from "react-router";
import { href, type PageMode } from "../../../domain/routes";
import type { TaskKey } from "../../../domain/contracts/progress.schema";
import { useTaskCompletion } from "./useTaskCompletion";

export function GuideFooter({ task, mode }: { task: TaskKey; mode: PageMode }) {
  const { completeAndContinue, back } = useTaskCompletion(task, mode);
  return (
    <nav className="guide-footer" aria-label="Guide navigation">
      <button type="button" className="button button--secondary" onClick={back}>
        ← Back
      </button>
      <button type="button" className="button" onClick={() => void completeAndContinue()}>
        Next section →
      </button>
      <Link to={href("charging-plan")} className="guide-footer__return">
        Return to plan
      </Link>
    </nav>
  );
}
