// On a shared plan that started at a dealer's page: "Plan started at Galpin Honda" and the dealer's
// live offers. The link carries only the slug; name and offers come from the registry, so a removed
// dealer or an ended offer never shows, and a forged slug shows nothing.
import { Link } from "react-router";
import { FromDealer, useDealer } from "../../components/dealers/dealer-parts";
import { dealerPath } from "../../../domain/dealers/slug";
import * as m from "../../../domain/i18n/messages";

export function SharedPlanDealerLine({ slug }: { slug: string }) {
  const dealer = useDealer(slug);
  if (dealer.status !== "ready" || !dealer.record) return null;
  return (
    <p className="shared-plan__dealer" data-testid="shared-plan-dealer">
      {m.shared_dealer_started()} <Link to={dealerPath(dealer.record.slug)}>{dealer.record.name}</Link>
    </p>
  );
}

export function SharedPlanDealerOffers({ slug }: { slug: string }) {
  return slug ? <FromDealer dealerSlug={slug} /> : null;
}
