// /terms-of-service: the nine sections of domain/content/terms.ts.
import { TERMS_INTRO, TERMS_SECTIONS } from "../../../domain/content/terms";
import { LegalDocument } from "./LegalDocument";

export default function TermsPage() {
  return <LegalDocument title="Terms of Service" intro={TERMS_INTRO} sections={TERMS_SECTIONS} />;
}
