// The installer directory, loaded as its own chunk (with the listings and the region rules) once the
// section renders, so the Home Charger guide's first load stays within the page budget.
import * as m from "../../../../../domain/i18n/messages";
import { Suspense } from "react";
import { lazyWithPreload } from "../../../../lib/lazy-with-preload";
import { LazyDealerPartnerInstallers as DealerPartnerInstallers } from "../../../../components/dealers/LazyDealerParts";

const InstallerDirectory = lazyWithPreload(
  () => import("./InstallerDirectory").then((module) => ({ default: module.InstallerDirectory })),
  { inPrerender: true },
);

export function LazyInstallerDirectory(props: { zip: string; onZipChange: (zip: string) => void }) {
  return (
    <>
      {/* The plan's dealer's partner installers come first (issue 15). */}
      <DealerPartnerInstallers />
      <Suspense
        fallback={
          <p className="page-loading" role="status" aria-live="polite">
            {m.installers_loading()}
          </p>
        }
      >
        <InstallerDirectory {...props} />
      </Suspense>
    </>
  );
}
