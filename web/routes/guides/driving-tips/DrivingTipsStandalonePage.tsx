// /ev-driving-tips-maximize-range: completing returns home (saved only when signed in).
import { DrivingTipsGuide } from "./DrivingTipsGuide";

export default function DrivingTipsStandalonePage() {
  return <DrivingTipsGuide mode="standalone" />;
}
