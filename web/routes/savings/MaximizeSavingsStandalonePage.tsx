// TEMPORARY STUB (scaffold): replaced by the feature that owns this page.
export default function MaximizeSavingsStandalonePage() {
  return <h1>MaximizeSavingsStandalonePage</h1>;
}
