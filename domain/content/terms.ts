// Terms of Service: nine sections, written for what PlugPlan actually does (free planning tools,
// optional email sign-in, public data with sources). Last updated: LEGAL_LAST_UPDATED. The words are
// in ./i18n (keys content_terms_*), in the language being read.
import * as m from "../i18n/messages";
import { MAGIC_LINK_TTL_MINUTES } from "../contracts/auth-limits";
import { EMAIL_PLACEHOLDER, list, p, type LegalSection } from "./legal";

export function termsIntro(): string {
  return m.content_terms_intro();
}

export function termsSections(): readonly LegalSection[] {
  // "{email}" stays in the text: the page turns it into the support address's mailto link.
  const email = EMAIL_PLACEHOLDER;
  // The link lifetime is the code's own constant, so the terms change when it does.
  const minutes = MAGIC_LINK_TTL_MINUTES;
  return [
    {
      id: "accepting",
      heading: m.content_terms_accepting_heading(),
      blocks: [p(m.content_terms_accepting_p1())],
    },
    {
      id: "information-not-advice",
      heading: m.content_terms_information_not_advice_heading(),
      blocks: [
        p(m.content_terms_information_not_advice_p1()),
        list(
          m.content_terms_information_not_advice_l2_1(),
          m.content_terms_information_not_advice_l2_2(),
          m.content_terms_information_not_advice_l2_3(),
        ),
      ],
    },
    {
      id: "estimates-and-data",
      heading: m.content_terms_estimates_and_data_heading(),
      blocks: [
        p(m.content_terms_estimates_and_data_p1()),
        p(m.content_terms_estimates_and_data_p2()),
      ],
    },
    {
      id: "account",
      heading: m.content_terms_account_heading(),
      blocks: [
        p(m.content_terms_account_p1({ minutes })),
        p(m.content_terms_account_p2({ email })),
      ],
    },
    {
      id: "acceptable-use",
      heading: m.content_terms_acceptable_use_heading(),
      blocks: [
        p(m.content_terms_acceptable_use_p1()),
        list(
          m.content_terms_acceptable_use_l2_1(),
          m.content_terms_acceptable_use_l2_2(),
          m.content_terms_acceptable_use_l2_3(),
          m.content_terms_acceptable_use_l2_4(),
        ),
        p(m.content_terms_acceptable_use_p3()),
      ],
    },
    {
      id: "third-parties",
      heading: m.content_terms_third_parties_heading(),
      blocks: [p(m.content_terms_third_parties_p1())],
    },
    {
      id: "content",
      heading: m.content_terms_content_heading(),
      blocks: [
        p(m.content_terms_content_p1()),
        p(m.content_terms_content_p2()),
      ],
    },
    {
      id: "liability",
      heading: m.content_terms_liability_heading(),
      blocks: [
        p(m.content_terms_liability_p1()),
        p(m.content_terms_liability_p2()),
      ],
    },
    {
      id: "changes-contact",
      heading: m.content_terms_changes_contact_heading(),
      blocks: [
        p(m.content_terms_changes_contact_p1()),
        p(m.content_terms_changes_contact_p2({ email })),
      ],
    },
  ];
}
