// TEMPORARY STUB (scaffold): replaced by the feature that owns this page.
export default function HomeChargerStandalonePage() {
  return <h1>HomeChargerStandalonePage</h1>;
}
