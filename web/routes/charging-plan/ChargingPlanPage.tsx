// TEMPORARY STUB (scaffold): replaced by the feature that owns this page.
export default function ChargingPlanPage() {
  return <h1>ChargingPlanPage</h1>;
}
