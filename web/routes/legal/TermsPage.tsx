// /terms-of-service: the nine sections of domain/content/terms.ts.
import { termsIntro, termsSections } from "../../../domain/content/terms";
import { m } from "../../../domain/i18n/runtime";
import { LegalDocument } from "./LegalDocument";

export default function TermsPage() {
  return <LegalDocument title={m.legal_terms_title()} intro={termsIntro()} sections={termsSections()} />;
}
