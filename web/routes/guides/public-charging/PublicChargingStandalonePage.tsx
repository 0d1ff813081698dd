// TEMPORARY STUB (scaffold): replaced by the feature that owns this page.
export default function PublicChargingStandalonePage() {
  return <h1>PublicChargingStandalonePage</h1>;
}
