// /charging-plan/driving-tips: completing returns to the plan.
import { DrivingTipsGuide } from "./DrivingTipsPage";

export default function DrivingTipsTaskPage() {
  return <DrivingTipsGuide mode="task" />;
}
