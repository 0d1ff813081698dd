// /charging-plan: the charging-basics wizard until chargingBasics is done, then the dashboard.
// Back on the wizard's first step shows the dashboard with its locked tasks (the plan overview);
// its Charging Basics card reopens the wizard at /charging-plan/basics.
import { useState } from "react";
import { Dashboard } from "../../components/dashboard/Dashboard";
import { ChargingBasicsWizard } from "../../components/wizard/ChargingBasicsWizard";
import { useProgress } from "../../lib/progress/useProgress";

export default function ChargingPlanPage() {
  const { flags } = useProgress();
  const [overview, setOverview] = useState(false);
  if (flags.chargingBasics || overview) return <Dashboard />;
  return <ChargingBasicsWizard mode="task" exitTo="/charging-plan" onExit={() => setOverview(true)} />;
}
