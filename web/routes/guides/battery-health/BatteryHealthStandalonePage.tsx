// TEMPORARY STUB (scaffold): replaced by the feature that owns this page.
export default function BatteryHealthStandalonePage() {
  return <h1>BatteryHealthStandalonePage</h1>;
}
