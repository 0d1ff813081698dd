// TEMPORARY STUB (scaffold): replaced by the feature that owns this page.
export default function SharedPlanPage() {
  return <h1>SharedPlanPage</h1>;
}
