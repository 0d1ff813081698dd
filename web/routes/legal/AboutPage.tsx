// TEMPORARY STUB (scaffold): replaced by the feature that owns this page.
export default function AboutPage() {
  return <h1>AboutPage</h1>;
}
