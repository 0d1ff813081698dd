// TEMPORARY STUB (scaffold): replaced by the feature that owns this page.
export default function BasicsStandalonePage() {
  return <h1>BasicsStandalonePage</h1>;
}
