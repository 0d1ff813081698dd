// TEMPORARY STUB (scaffold): replaced by the feature that owns this page.
export default function GasSavingsCalculatorPage() {
  return <h1>GasSavingsCalculatorPage</h1>;
}
