// "/:slug": a dealer landing page when the dealer rule matches (domain/dealers/slug.ts), else the 404 page.
import { useLocation } from "react-router";
import { matchDealerPath } from "../../../domain/dealers/slug";
import NotFoundPage from "../not-found/NotFoundPage";
import { DealerPage } from "./DealerLanding";

export default function DealerOrNotFoundPage() {
  const { pathname } = useLocation();
  const match = matchDealerPath(pathname);
  return match ? <DealerPage match={match} /> : <NotFoundPage />;
}
