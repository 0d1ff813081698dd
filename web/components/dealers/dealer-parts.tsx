// The dealer a plan started at, wherever the plan shows it: fetching its record (useDealer),
// offer texts (DealerOfferBody), "From <dealer>" (FromDealer) and its partner installers. One
// module on purpose: these always load together, and one chunk costs the app's entry less than
// several (every chunk's name is listed there).
import { liveDealerOffers, type DealerOffer, type DealerRecord } from "../../../domain/dealers/model";
import { telHref } from "../../../domain/installers/model";
import { formatIsoDay } from "../../../domain/i18n/format";
import * as m from "../../../domain/i18n/messages";
import { knownDealer, knownDealers, resetKnownDealers } from "../../lib/dealers/dealer-cache";
import { ApiError, getJson } from "../../lib/api";
import { useProgress } from "../../lib/progress/useProgress";
import { useIsClient } from "../../lib/useIsClient";
import { useLazyValue } from "../../lib/useLazyValue";


// ---- the record: injected with the page (../../lib/dealers/dealer-cache.ts) or GET /api/dealers/:slug.
// Records come from our own Worker, which validated them on the way into the registry.

const pending = new Map<string, Promise<DealerRecord | null>>();

function fetchDealer(slug: string): Promise<DealerRecord | null> {
  const cached = knownDealer(slug);
  if (cached !== undefined) return Promise.resolve(cached);
  let request = pending.get(slug);
  if (!request) {
    request = getJson<DealerRecord>(`/api/dealers/${encodeURIComponent(slug)}`)
      // 404: no dealer at this slug (the page then says so); other failures reach useDealer's "failed".
      .catch((error: unknown) => (error instanceof ApiError && error.status === 404 ? null : Promise.reject(error)))
      .then((record) => {
        knownDealers.set(slug, record);
        return record;
      })
      .finally(() => pending.delete(slug));
    pending.set(slug, request);
  }
  return request;
}

export type DealerState = { status: "none" } | { status: "loading" } | { status: "ready"; record: DealerRecord | null } | { status: "failed" };

/** The dealer for a slug ("" = no dealer). Re-renders when the fetch completes. */
export function useDealer(slug: string): DealerState {
  const initial = initialState(slug);
  // Only a dealer the page was not given (client-side navigation) is fetched.
  const fetched = useLazyValue(initial.status === "loading" ? slug : null, loadDealerState, DEALER_FAILED);
  return initial.status === "loading" && fetched !== undefined && fetched !== "pending" ? fetched : initial;
}

const DEALER_FAILED: DealerState = { status: "failed" };
const loadDealerState = (slug: string): Promise<DealerState> => fetchDealer(slug).then((record) => ({ status: "ready", record }));

function initialState(slug: string): DealerState {
  if (!slug) return { status: "none" };
  const record = knownDealer(slug);
  return record === undefined ? { status: "loading" } : { status: "ready", record };
}

/** Test hook. */
export function resetDealerData(): void {
  resetKnownDealers();
  pending.clear();
}

// ---- offer texts

/** How an offer's dates read on screen: "Ends Mar 31, 2026.", "From May 1, 2026 to …", or that none was given. */
function offerDates(offer: Pick<DealerOffer, "startDate" | "endDate">): string {
  if (offer.startDate && offer.endDate) return m.dealer_offer_from_to({ start: formatIsoDay(offer.startDate), end: formatIsoDay(offer.endDate) });
  if (offer.endDate) return m.dealer_offer_ends({ end: formatIsoDay(offer.endDate) });
  if (offer.startDate) return m.dealer_offer_from({ start: formatIsoDay(offer.startDate) });
  return m.dealer_offer_no_end();
}

/** One dealer offer's text: amount, details, terms, who it suits, dates and source. */
export function DealerOfferBody({ offer }: { offer: DealerOffer }) {
  const dates = offerDates(offer);
  return (
    <>
      <p>
        <strong>{offer.amount}</strong>
      </p>
      <p>{offer.details}</p>
      {offer.terms ? (
        <p>
          <strong>{m.dealer_offer_terms()}</strong> {offer.terms}
        </p>
      ) : null}
      {offer.bestFor ? (
        <p>
          <strong>{m.dealer_offer_best_for()}</strong> {offer.bestFor}
        </p>
      ) : null}
      <p className="source-note">
        {dates} {m.dealer_offer_source({ source: offer.source })}
      </p>
    </>
  );
}

// ---- "From <dealer>"

/**
 * "From <dealer>": the live offers of the dealer a plan started at, kept apart from public
 * incentives (they are the dealer's, as provided, not programs we track). Self-contained: give it
 * the plan's dealer slug; it renders nothing when there is no dealer or no live offer.
 */
export function FromDealer({ dealerSlug, headingLevel = 2 }: { dealerSlug: string; headingLevel?: 2 | 3 }) {
  const dealer = useDealer(dealerSlug);
  // Which offers are live depends on today's date: decided in the browser, never in a prerender.
  const isClient = useIsClient();
  if (!isClient || dealer.status !== "ready" || !dealer.record) return null;
  // eslint-disable-next-line react-hooks/purity -- today decides which offers are live; browser only (isClient)
  const offers = liveDealerOffers(dealer.record, Date.now());
  if (offers.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  const name = dealer.record.name;
  return (
    <section className="card from-dealer" aria-labelledby={`from-dealer-${dealerSlug}`}>
      <Heading id={`from-dealer-${dealerSlug}`}>{m.dealer_from_heading({ name })}</Heading>
      <p className="source-note">
        {m.dealer_from_note({ name })}
      </p>
      <ul className="card-grid">
        {offers.map((offer) => (
          <li key={offer.id}>
            <h3>{offer.title}</h3>
            <DealerOfferBody offer={offer} />
          </li>
        ))}
      </ul>
    </section>
  );
}

// ---- partner installers

const NEW_TAB = { target: "_blank", rel: "noopener noreferrer" } as const;

/**
 * The installers the plan's dealer recommends, listed first in Recommended Installers and marked
 * "Recommended by <dealer>". Their details are as the dealer supplied them. Renders nothing when
 * the plan has no dealer or the dealer named no installers.
 */
export function DealerPartnerInstallers() {
  const { inputs } = useProgress();
  const dealer = useDealer(inputs.dealerSlug);
  // Saved inputs are the browser's: never part of a prerendered first screen.
  const isClient = useIsClient();
  if (!isClient || dealer.status !== "ready" || !dealer.record || dealer.record.installers.length === 0) return null;
  const { name, installers } = dealer.record;
  return (
    <div className="stack">
      <ul className="card-grid" aria-label={m.dealer_installers_label({ name })}>
        {installers.map((installer) => (
          <li key={installer.licenseNumber}>
            <article className="installer-card card">
              <p className="badge">{m.dealer_installers_badge({ name })}</p>
              <h3 className="installer-card__name">{installer.company}</h3>
              <p className="installer-card__meta">
                {m.dealer_installers_license({ license: installer.licenseNumber, areas: installer.serviceAreas.join(", ") })}
              </p>
              <p className="installer-card__links">
                {installer.phone ? (
                  <a href={telHref(installer.phone)}>
                    <span className="visually-hidden">{m.dealer_installers_call({ company: installer.company })} </span>
                    {installer.phone}
                  </a>
                ) : null}
                {installer.website ? (
                  <a href={installer.website} {...NEW_TAB}>
                    {m.dealer_installers_website()}
                    <span className="visually-hidden"> {m.dealer_installers_website_of({ company: installer.company })}</span>
                  </a>
                ) : null}
              </p>
            </article>
          </li>
        ))}
      </ul>
      <p className="source-note">
        {m.dealer_installers_note({ name })}
      </p>
    </div>
  );
}
