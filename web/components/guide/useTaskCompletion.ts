// Where a guide's actions go. Task pages (/charging-plan/<task>) complete and return to the plan;
// standalone SEO pages complete (persisted only for signed-in users) and return home (spec §2).
// "Next section →" on a task page opens the next unfinished task instead (domain/tasks/next-task.ts).
import { useNavigate } from "react-router";
import { href, type PageMode } from "../../../domain/routes";
import type { TaskKey } from "../../../domain/contracts/progress.schema";
import { nextUnfinishedTask, TASK_ROUTES } from "../../../domain/tasks/next-task";
import { progressStore } from "../../lib/progress/store";

export function useTaskCompletion(task: TaskKey, mode: PageMode) {
  const navigate = useNavigate();
  const home = mode === "task" ? href("charging-plan") : href("home");
  const finish = async () => {
    try {
      await progressStore.completeTask(task, { persistForGuest: mode === "task" });
    } catch {
      // The store keeps failed server writes for retry; never trap the person on the page.
    }
  };
  const go = (path: string) => {
    navigate(path);
    window.scrollTo({ top: 0, behavior: "instant" });
  };
  return {
    home,
    /** Completes the task and returns to the plan (task page) or home (standalone page). */
    complete: async () => {
      await finish();
      go(home);
    },
    /**
     * Completes the task and opens the next unfinished one (task page); the plan when all are done.
     * A standalone page has no plan to continue: it returns home, as `complete` does.
     */
    completeAndContinue: async () => {
      await finish();
      if (mode !== "task") return go(home);
      const { flags, inputs } = progressStore.getSnapshot();
      const next = nextUnfinishedTask(task, flags, inputs.homeCharging);
      go(next ? href(TASK_ROUTES[next]) : home);
    },
    back: () => navigate(home),
  };
}
