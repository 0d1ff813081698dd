// TEMPORARY STUB (scaffold): replaced by the feature that owns this page.
export default function DrivingTipsStandalonePage() {
  return <h1>DrivingTipsStandalonePage</h1>;
}
