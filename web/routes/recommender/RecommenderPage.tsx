// TEMPORARY STUB (scaffold): replaced by the feature that owns this page.
export default function RecommenderPage() {
  return <h1>RecommenderPage</h1>;
}
