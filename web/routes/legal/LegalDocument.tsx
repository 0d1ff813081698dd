// The Terms of Service and Privacy Policy layout: title, "Last updated", a short intro, a table
// of contents (long pages on a phone need it) and the numbered sections.
import type { LegalSection } from "../../../domain/content/legal";
import { LEGAL_LAST_UPDATED } from "../../../domain/content/legal";
import { formatIsoDay } from "../../../domain/i18n/format";
import * as m from "../../../domain/i18n/messages";
import { supportEmail } from "../../lib/config";
import { LegalBlocks } from "./LegalText";
import "../../components/layout/content-page.css";

interface LegalDocumentProps {
  title: string;
  intro: string;
  sections: readonly LegalSection[];
}

export function LegalDocument({ title, intro, sections }: LegalDocumentProps) {
  const email = supportEmail();
  return (
    <article className="content-page legal">
      <header className="content-page__header">
        <h1>{title}</h1>
        <p className="legal__updated">
          {m.legal_last_updated()} <time dateTime={LEGAL_LAST_UPDATED.iso}>{formatIsoDay(LEGAL_LAST_UPDATED.iso, "long")}</time>
        </p>
        <p className="content-page__lead">{intro}</p>
      </header>
      <nav className="legal__toc card card--muted" aria-label={m.legal_sections_label()}>
        <h2 className="legal__toc-title">{m.legal_on_this_page()}</h2>
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading.replace(/^\d+\.\s*/, "")}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section) => (
        <section key={section.id} id={section.id} className="legal__section" aria-labelledby={`${section.id}-h`}>
          <h2 id={`${section.id}-h`}>{section.heading}</h2>
          <LegalBlocks blocks={section.blocks} email={email} />
        </section>
      ))}
    </article>
  );
}
