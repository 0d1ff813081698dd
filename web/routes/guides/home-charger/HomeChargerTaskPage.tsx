// TEMPORARY STUB (scaffold): replaced by the feature that owns this page.
export default function HomeChargerTaskPage() {
  return <h1>HomeChargerTaskPage</h1>;
}
