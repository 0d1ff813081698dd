// /public-ev-charging-stations-guide: completing returns home (saved only when signed in).
import { PublicChargingGuide } from "./PublicChargingPage";

export default function PublicChargingStandalonePage() {
  return <PublicChargingGuide mode="standalone" />;
}
