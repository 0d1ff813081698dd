// TEMPORARY STUB (scaffold): replaced by the feature that owns this page.
export default function LoginPage() {
  return <h1>LoginPage</h1>;
}
