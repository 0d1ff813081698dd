// TEMPORARY STUB (scaffold): replaced by the feature that owns this page.
export default function HomePage() {
  return <h1>HomePage</h1>;
}
