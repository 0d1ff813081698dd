// /charging-plan/automate-charging: completing returns to the plan.
import { AutomateChargingGuide } from "./AutomateChargingPage";

export default function AutomateChargingTaskPage() {
  return <AutomateChargingGuide mode="task" />;
}
