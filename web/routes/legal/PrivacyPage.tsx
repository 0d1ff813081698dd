// TEMPORARY STUB (scaffold): replaced by the feature that owns this page.
export default function PrivacyPage() {
  return <h1>PrivacyPage</h1>;
}
