// /charging-plan/battery-health: completing returns to the plan.
import { BatteryHealthGuide } from "./BatteryHealthPage";

export default function BatteryHealthTaskPage() {
  return <BatteryHealthGuide mode="task" />;
}
