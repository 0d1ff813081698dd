// /charging-plan/public-charging: completing returns to the plan.
import { PublicChargingGuide } from "./PublicChargingPage";

export default function PublicChargingTaskPage() {
  return <PublicChargingGuide mode="task" />;
}
