// The frame the public-charging, automate-charging, driving-tips and battery-health guides share:
// heading and lead, a note when the page was opened from a share link, the guide's sections, then
// "Share this guide", the helpfulness widget and the guide footer (Back, Next section, Return to plan).
import type { ReactNode } from "react";
import type { PageMode } from "../../../domain/routes";
import { GUIDES, type GuideId } from "../../../domain/guides/registry";
import { guideShareUrl, type GuideShareInputs } from "../../../domain/guides/share";
import { FeedbackWidget } from "../FeedbackWidget";
import { ShareButton } from "../ShareButton";
import { GuideFooter } from "./GuideFooter";
import type { GuideShareStatus } from "./useGuideInputs";
import "./GuideLayout.css";
import * as m from "../../../domain/i18n/messages";

interface GuideLayoutProps {
  id: GuideId;
  mode: PageMode;
  lead: ReactNode;
  /** The state the share link carries (the guide's effective inputs). */
  shareInputs: GuideShareInputs;
  shared: GuideShareStatus;
  children: ReactNode;
}

export function GuideLayout({ id, mode, lead, shareInputs, shared, children }: GuideLayoutProps) {
  const guide = GUIDES[id];
  return (
    <article className={`guide guide--${id}`}>
      <header className="page-header">
        <h1>{guide.title}</h1>
        <p className="page-header__lead">{lead}</p>
      </header>
      {shared === "ok" ? (
        <p className="alert guide__shared-note" role="status">
          {m.shell_guide_shared_ok()}
        </p>
      ) : shared === "pending" ? (
        <p className="alert guide__shared-note" role="status">
          {m.shell_guide_shared_pending()}
        </p>
      ) : shared === "invalid" ? (
        <p className="alert alert--warning guide__shared-note" role="status">
          {m.shell_guide_shared_invalid()}
        </p>
      ) : null}

      <div className="guide__sections">{children}</div>

      <div className="guide__share">
        <ShareButton
          getContent={() => ({ url: guideShareUrl(window.location.origin, id, shareInputs), title: guide.shareTitle })}
        />
      </div>
      <FeedbackWidget page={guide.feedbackPage} />
      <GuideFooter task={guide.task} mode={mode} />
    </article>
  );
}

/** A titled section of a guide, labelled by its heading. */
export function GuideSection({ id, title, children, className }: { id: string; title: string; children: ReactNode; className?: string }) {
  return (
    <section id={id} className={`guide-section${className ? ` ${className}` : ""}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

/** Grid of tip cards, each with a heading, optional headline figure and body. */
export function TipGrid({
  tips,
  columns = 2,
  headingLevel = 3,
}: {
  tips: readonly { id: string; title: string; figure?: string; body: string }[];
  columns?: 2 | 3;
  headingLevel?: 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={`grid grid--${columns} guide-tips`} role="list">
      {tips.map((tip) => (
        <li key={tip.id} className="card guide-tip">
          <Heading className="guide-tip__title">{tip.title}</Heading>
          {tip.figure ? <p className="guide-tip__figure">{tip.figure}</p> : null}
          <p>{tip.body}</p>
        </li>
      ))}
    </ul>
  );
}

/** A link that leaves the site: new tab, no opener, and says so to screen readers. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {m.shell_opens_new_tab()}</span>
    </a>
  );
}
