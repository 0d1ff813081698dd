// TEMPORARY STUB (scaffold): replaced by the feature that owns this page.
export default function DrivingTipsTaskPage() {
  return <h1>DrivingTipsTaskPage</h1>;
}
