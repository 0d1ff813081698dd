// /automate-ev-charging-schedule: completing returns home (saved only when signed in).
import { AutomateChargingGuide } from "./AutomateChargingGuide";

export default function AutomateChargingStandalonePage() {
  return <AutomateChargingGuide mode="standalone" />;
}
