// The dealer parts of the plan load as their own chunk, and only when the plan has a dealer:
// most people never arrive from a dealer, and the pages' first loads stay within the budget.
import { lazy, Suspense } from "react";
import { useProgress } from "../../lib/progress/useProgress";

const FromDealerChunk = lazy(() => import("./dealer-parts").then((module) => ({ default: module.FromDealer })));
const PartnerInstallersChunk = lazy(() => import("./dealer-parts").then((module) => ({ default: module.DealerPartnerInstallers })));

/** "From <dealer>" for the plan's dealer (see FromDealer); nothing without one. */
export function LazyFromDealer({ dealerSlug, headingLevel }: { dealerSlug: string; headingLevel?: 2 | 3 }) {
  if (!dealerSlug) return null;
  return (
    <Suspense fallback={null}>
      <FromDealerChunk dealerSlug={dealerSlug} headingLevel={headingLevel} />
    </Suspense>
  );
}

/** The plan's dealer's partner installers (see DealerPartnerInstallers); nothing without a dealer. */
export function LazyDealerPartnerInstallers() {
  const { inputs } = useProgress();
  if (!inputs.dealerSlug) return null;
  return (
    <Suspense fallback={null}>
      <PartnerInstallersChunk />
    </Suspense>
  );
}
