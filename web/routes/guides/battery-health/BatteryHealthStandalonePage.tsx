// /ev-battery-health-maintenance-guide: completing returns home (saved only when signed in).
import { BatteryHealthGuide } from "./BatteryHealthPage";

export default function BatteryHealthStandalonePage() {
  return <BatteryHealthGuide mode="standalone" />;
}
