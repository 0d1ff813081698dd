// /ev-driving-tips-maximize-range: completing returns home (saved only when signed in).
import { DrivingTipsGuide } from "./DrivingTipsPage";

export default function DrivingTipsStandalonePage() {
  return <DrivingTipsGuide mode="standalone" />;
}
