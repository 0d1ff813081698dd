// The results screen: ranked cards (gold/silver/bronze, green/yellow/red/grey borders), the top
// card open with Advantages, Considerations and Best For, and the share / home / start-over actions.
import { href } from "../../../domain/routes";
import { lazy, Suspense, useEffect, useId, useRef, useState, type RefObject } from "react";
import { Link } from "react-router";
import type { Recommendation } from "../../../domain/recommender/scoring";
import { copiedMessage, shareText, shareTitle } from "../../../domain/recommender/share";
import * as m from "../../../domain/i18n/messages";
import { copyToClipboard } from "../../lib/share";
import { formatInteger } from "../../../domain/i18n/format";
// Real models that fit: their own chunk (with the model helpers), loaded with the results.
const FittingModels = lazy(() => import("./FittingModels").then((module) => ({ default: module.FittingModels })));

const RANK_NAMES = ["gold", "silver", "bronze"] as const;
const rankName = (rank: number) => RANK_NAMES[rank - 1] ?? "other";

/** "Rank 1 (gold):" for screen readers, in the page's language. */
function rankWords(rank: number, medal: ReturnType<typeof rankName>): string {
  const inputs = { rank: formatInteger(rank) };
  if (medal === "gold") return m.recommender_rank_medal_gold(inputs);
  if (medal === "silver") return m.recommender_rank_medal_silver(inputs);
  if (medal === "bronze") return m.recommender_rank_medal_bronze(inputs);
  return m.recommender_rank(inputs);
}

interface ResultsProps {
  recommendations: readonly Recommendation[];
  /** The daily miles the models that fit are chosen for. */
  dailyMiles: number;
  shareUrl: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onStartOver: () => void;
}

export function RecommendationResults({ recommendations, dailyMiles, shareUrl, headingRef, onStartOver }: ResultsProps) {
  const top = recommendations[0]!;
  return (
    <section aria-labelledby="recommendations-heading">
      <header className="page-header">
        <h1 id="recommendations-heading" ref={headingRef} tabIndex={-1}>
          {m.recommender_results_title()}
        </h1>
        <p className="page-header__lead">{m.recommender_results_lead()}</p>
      </header>
      <ol className="recommendations">
        {recommendations.map((recommendation) => (
          <li key={recommendation.type}>
            <RecommendationCard recommendation={recommendation} dailyMiles={dailyMiles} />
          </li>
        ))}
      </ol>
      <ResultActions topTitle={top.title} shareUrl={shareUrl} onStartOver={onStartOver} />
    </section>
  );
}

function RecommendationCard({ recommendation, dailyMiles }: { recommendation: Recommendation; dailyMiles: number }) {
  const isTop = recommendation.rank === 1;
  const [open, setOpen] = useState(isTop);
  const detailsId = useId();
  const medal = rankName(recommendation.rank);
  return (
    <article className={`recommendation recommendation--${medal}`} aria-labelledby={`${detailsId}-title`}>
      <div className="recommendation__head">
        <span className={`rank-icon rank-icon--${medal}`} aria-hidden="true">
          {recommendation.rank}
        </span>
        <div>
          <h2 id={`${detailsId}-title`} className="recommendation__title">
            <span className="visually-hidden">
              {rankWords(recommendation.rank, medal)}{" "}
            </span>
            {recommendation.title}
          </h2>
          <p className="recommendation__score">{m.recommender_score({ score: formatInteger(recommendation.practicalityScore) })}</p>
        </div>
      </div>
      <p>{recommendation.description}</p>
      <p className="recommendation__reasoning">
        <strong>{m.recommender_why()}</strong>
        {recommendation.reasoning}
      </p>
      {isTop ? null : (
        <button
          type="button"
          className="button button--secondary button--small"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? m.recommender_hide_details() : m.recommender_see_details()}
        </button>
      )}
      <div id={detailsId} className="recommendation__details" hidden={!open}>
        <DetailList title={m.recommender_advantages()} items={recommendation.pros} />
        <DetailList title={m.recommender_considerations()} items={recommendation.cons} />
        <DetailList title={m.recommender_best_for()} items={recommendation.bestFor} />
        {recommendation.type !== "Hybrid" ? (
          <Suspense fallback={<p role="status">{m.recommender_loading_models()}</p>}>
            <FittingModels type={recommendation.type} dailyMiles={dailyMiles} />
          </Suspense>
        ) : null}
      </div>
      {isTop && recommendation.type !== "Hybrid" ? (
        <Link to={href("charging-plan")} className="button recommendation__plan">
          {m.recommender_plan_link()}
        </Link>
      ) : null}
    </article>
  );
}

function DetailList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <div className="recommendation__list">
      <h3>{title}</h3>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

type ShareStatus = "idle" | "copied" | "failed";

function ResultActions({ topTitle, shareUrl, onStartOver }: { topTitle: string; shareUrl: string; onStartOver: () => void }) {
  const [status, setStatus] = useState<ShareStatus>("idle");
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const share = async () => {
    const text = shareText(topTitle, shareUrl);
    // The share sheet where the device has one; otherwise copy the full text (spec §7).
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title: shareTitle(), text });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return; // dismissed
      }
    }
    const copied = await copyToClipboard(text);
    setStatus(copied ? "copied" : "failed");
    window.clearTimeout(timer.current);
    if (copied) timer.current = window.setTimeout(() => setStatus("idle"), 4000);
  };

  return (
    <div className="recommender__actions">
      <div className="recommender__buttons">
        <button type="button" className="button" onClick={() => void share()}>
          {m.recommender_share()}
        </button>
        <Link to={href("home")} className="button button--secondary">
          {m.recommender_home()}
        </Link>
        <button type="button" className="button button--secondary" onClick={onStartOver}>
          {m.recommender_start_over()}
        </button>
      </div>
      <div role="status" aria-live="polite" className="recommender__share-status">
        {status === "copied" ? <p className="alert alert--success">{copiedMessage()}</p> : null}
        {status === "failed" ? (
          <p className="alert alert--warning">
            {m.recommender_copy_failed()} <span className="share-link">{shareUrl}</span>
          </p>
        ) : null}
      </div>
    </div>
  );
}
