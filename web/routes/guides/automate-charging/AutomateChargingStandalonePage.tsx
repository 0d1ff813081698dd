// TEMPORARY STUB (scaffold): replaced by the feature that owns this page.
export default function AutomateChargingStandalonePage() {
  return <h1>AutomateChargingStandalonePage</h1>;
}
