// The fallback route ("/:slug" and "*"): a dealer landing page when the dealer rule matches
// (domain/dealers/slug.ts), else the 404 page.
import { useLocation } from "react-router";
import { matchDealerPath } from "../../../domain/dealers/slug";
import { NotFound } from "../../components/layout/NotFound";
import { DealerPage } from "./DealerLanding";

export default function DealerOrNotFoundPage() {
  const { pathname } = useLocation();
  const match = matchDealerPath(pathname);
  return match ? <DealerPage match={match} /> : <NotFound />;
}
