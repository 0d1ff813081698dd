// TEMPORARY STUB (scaffold): replaced by the feature that owns this page.
export default function MaximizeSavingsTaskPage() {
  return <h1>MaximizeSavingsTaskPage</h1>;
}
