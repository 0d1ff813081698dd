// Where a guide's actions go. Task pages (/charging-plan/<task>) complete and return to the plan;
// standalone SEO pages complete (persisted only for signed-in users) and return home (spec §2).
import { useNavigate } from "react-router";
import { href, type PageMode } from "../../../domain/routes";
import type { TaskKey } from "../../../domain/contracts/progress.schema";
import { progressStore } from "../../lib/progress/store";


export function useTaskCompletion(task: TaskKey, mode: PageMode) {
  const navigate = useNavigate();
  const home = mode === "task" ? href("charging-plan") : href("home");
  return {
    home,
    complete: async () => {
      try {
        await progressStore.completeTask(task, { persistForGuest: mode === "task" });
      } catch {
        // The store keeps failed server writes for retry; never trap the person on the page.
      }
      navigate(home);
      window.scrollTo({ top: 0, behavior: "instant" });
    },
    back: () => navigate(home),
  };
}
