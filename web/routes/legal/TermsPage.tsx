// /terms-of-service: the nine sections of domain/content/terms.ts.
import { termsIntro, termsSections } from "../../../domain/content/terms";
import * as m from "../../../domain/i18n/messages";
import { LegalDocument } from "./LegalDocument";

export default function TermsPage() {
  return <LegalDocument title={m.legal_terms_title()} intro={termsIntro()} sections={termsSections()} />;
}
