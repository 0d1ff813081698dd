// TEMPORARY STUB (scaffold): replaced by the feature that owns this page.
export default function BasicsTaskPage() {
  return <h1>BasicsTaskPage</h1>;
}
