// /charging-plan/home-charger: completing returns to the plan.
import { HomeChargerGuide } from "./HomeChargerPage";

export default function HomeChargerTaskPage() {
  return <HomeChargerGuide mode="task" />;
}
