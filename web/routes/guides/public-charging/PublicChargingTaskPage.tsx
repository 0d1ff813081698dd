// /charging-plan/public-charging: completing returns to the plan.
import { PublicChargingGuide } from "./PublicChargingGuide";

export default function PublicChargingTaskPage() {
  return <PublicChargingGuide mode="task" />;
}
