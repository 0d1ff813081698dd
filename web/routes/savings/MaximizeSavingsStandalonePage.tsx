// /maximize-ev-fuel-savings-calculator: the same tool as a standalone page (completing returns to /).
import { MaximizeSavings } from "./MaximizeSavingsPage";

export default function MaximizeSavingsStandalonePage() {
  return <MaximizeSavings mode="standalone" />;
}
