// TEMPORARY STUB (scaffold): replaced by the feature that owns this page.
export default function BatteryHealthTaskPage() {
  return <h1>BatteryHealthTaskPage</h1>;
}
