// TEMPORARY STUB (scaffold): replaced by the feature that owns this page.
export default function AutomateChargingTaskPage() {
  return <h1>AutomateChargingTaskPage</h1>;
}
