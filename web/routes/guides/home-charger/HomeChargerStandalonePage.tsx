// /home-ev-charger-installation-guide: completing returns home (saved only when signed in).
import { HomeChargerGuide } from "./HomeChargerPage";

export default function HomeChargerStandalonePage() {
  return <HomeChargerGuide mode="standalone" />;
}
