// "/:slug": a dealer landing page when the dealer rule matches (domain/dealers/slug.ts), else the
// 404 page. Registered dealers come from the registry (the Worker puts the record in the HTML, or
// GET /api/dealers/:slug on client-side navigation); other slugs get the generic page.
import { useEffect } from "react";
import { useLocation } from "react-router";
import { matchDealerPath } from "../../../domain/dealers/slug";
import { splitLocalePath } from "../../../domain/i18n/locale";
import { dealerPageMeta } from "../../../domain/page-resolution";
import { useDealer } from "../../components/dealers/dealer-parts";
import { applyPageMeta } from "../../lib/meta";
import { PageLoading } from "../../components/layout/PageLoading";
import { NotFound } from "../../components/layout/NotFound";
import { DealerPage } from "../../components/dealers/DealerLanding";

export default function DealerOrNotFoundPage() {
  const { pathname } = useLocation();
  // "/es/galpinhonda" is the same dealer page as "/galpinhonda", in Spanish.
  const slug = matchDealerPath(splitLocalePath(pathname).path);
  return slug ? <DealerRoute slug={slug} /> : <NotFound />;
}

function DealerRoute({ slug }: { slug: string }) {
  const dealer = useDealer(slug);
  const record = dealer.status === "ready" ? dealer.record : null;
  useEffect(() => {
    // After a client-side navigation the shell (AppLayout, whose effect runs after this one) applies
    // generic dealer tags; a registered dealer's own tags follow once effects are done. The first
    // page load already has them from the Worker.
    if (!record) return;
    let cancelled = false;
    queueMicrotask(() => {
      if (!cancelled && document.title !== dealerPageMeta(record, window.location.origin).title) {
        applyPageMeta(dealerPageMeta(record, window.location.origin));
      }
    });
    return () => {
      cancelled = true;
    };
  }, [record]);
  if (dealer.status === "loading") return <PageLoading />;
  return <DealerPage record={record} />;
}
