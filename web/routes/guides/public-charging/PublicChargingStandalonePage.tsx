// /public-ev-charging-stations-guide: completing returns home (saved only when signed in).
import { PublicChargingGuide } from "./PublicChargingGuide";

export default function PublicChargingStandalonePage() {
  return <PublicChargingGuide mode="standalone" />;
}
