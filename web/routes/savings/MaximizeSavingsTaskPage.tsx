// /charging-plan/maximize-savings: the Maximize Savings task (completing returns to /charging-plan).
import { MaximizeSavings } from "./MaximizeSavingsPage";

export default function MaximizeSavingsTaskPage() {
  return <MaximizeSavings mode="task" />;
}
