// TEMPORARY STUB (scaffold): replaced by the feature that owns this page.
export default function PublicChargingTaskPage() {
  return <h1>PublicChargingTaskPage</h1>;
}
