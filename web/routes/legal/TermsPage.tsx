// TEMPORARY STUB (scaffold): replaced by the feature that owns this page.
export default function TermsPage() {
  return <h1>TermsPage</h1>;
}
