// /charging-plan/automate-charging: completing returns to the plan.
import { AutomateChargingGuide } from "./AutomateChargingGuide";

export default function AutomateChargingTaskPage() {
  return <AutomateChargingGuide mode="task" />;
}
