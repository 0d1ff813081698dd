// /privacy-policy: the eight sections of domain/content/privacy.ts.
import { privacyIntro, privacySections } from "../../../domain/content/privacy";
import * as m from "../../../domain/i18n/messages";
import { LegalDocument } from "./LegalDocument";

export default function PrivacyPage() {
  return <LegalDocument title={m.legal_privacy_title()} intro={privacyIntro()} sections={privacySections()} />;
}
