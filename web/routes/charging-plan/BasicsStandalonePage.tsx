// /ev-charging-basics-calculator: the same wizard as a standalone page. Finishing returns to / and
// is saved only for signed-in users (spec §2).
import { ChargingBasicsWizard } from "./wizard/ChargingBasicsPage";

export default function BasicsStandalonePage() {
  return <ChargingBasicsWizard mode="standalone" exitTo="/" />;
}
