// TEMPORARY STUB (scaffold): replaced by the feature that owns this page.
export default function NotFoundPage() {
  return <h1>NotFoundPage</h1>;
}
