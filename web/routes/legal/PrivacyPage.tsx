// /privacy-policy: the eight sections of domain/content/privacy.ts.
import { privacyIntro, privacySections } from "../../../domain/content/privacy";
import { m } from "../../../domain/i18n/runtime";
import { LegalDocument } from "./LegalDocument";

export default function PrivacyPage() {
  return <LegalDocument title={m.legal_privacy_title()} intro={privacyIntro()} sections={privacySections()} />;
}
