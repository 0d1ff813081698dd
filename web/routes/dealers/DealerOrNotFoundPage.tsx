// TEMPORARY STUB (scaffold): replaced by the feature that owns this page.
export default function DealerOrNotFoundPage() {
  return <h1>DealerOrNotFoundPage</h1>;
}
