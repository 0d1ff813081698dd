// /automate-ev-charging-schedule: completing returns home (saved only when signed in).
import { AutomateChargingGuide } from "./AutomateChargingPage";

export default function AutomateChargingStandalonePage() {
  return <AutomateChargingGuide mode="standalone" />;
}
