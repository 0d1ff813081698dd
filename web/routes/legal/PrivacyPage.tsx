// /privacy-policy: the eight sections of domain/content/privacy.ts.
import { PRIVACY_INTRO, PRIVACY_SECTIONS } from "../../../domain/content/privacy";
import { LegalDocument } from "./LegalDocument";

export default function PrivacyPage() {
  return <LegalDocument title="Privacy Policy" intro={PRIVACY_INTRO} sections={PRIVACY_SECTIONS} />;
}
