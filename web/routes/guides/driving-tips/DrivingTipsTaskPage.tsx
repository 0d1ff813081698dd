// /charging-plan/driving-tips: completing returns to the plan.
import { DrivingTipsGuide } from "./DrivingTipsGuide";

export default function DrivingTipsTaskPage() {
  return <DrivingTipsGuide mode="task" />;
}
