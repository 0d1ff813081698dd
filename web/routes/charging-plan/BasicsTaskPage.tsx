// /charging-plan/basics: reopens the wizard to review or change the plan; finishing returns to /charging-plan.
import { ChargingBasicsWizard } from "./wizard/ChargingBasicsPage";

export default function BasicsTaskPage() {
  return <ChargingBasicsWizard mode="task" exitTo="/charging-plan" />;
}
