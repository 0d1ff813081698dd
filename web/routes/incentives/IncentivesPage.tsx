// TEMPORARY STUB (scaffold): replaced by the feature that owns this page.
export default function IncentivesPage() {
  return <h1>IncentivesPage</h1>;
}
