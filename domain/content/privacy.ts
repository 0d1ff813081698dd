// Privacy Policy: eight sections describing what the app really stores (see worker/db/schema.ts,
// the KV session store and the progress store in web/lib/progress). If storage changes, update
// this text (./i18n, keys content_privacy_*, both languages) and LEGAL_LAST_UPDATED together.
import * as m from "../i18n/messages";
import { EMAIL_PLACEHOLDER, list, p, type LegalSection } from "./legal";
import { MAGIC_LINK_TTL_MINUTES, SESSION_TTL_DAYS } from "../contracts/auth-limits";
import { DAY_MS, RETENTION } from "../contracts/retention";

export function privacyIntro(): string {
  return m.content_privacy_intro();
}

export function privacySections(): readonly LegalSection[] {
  // "{email}" stays in the text: the page turns it into the support address's mailto link.
  const email = EMAIL_PLACEHOLDER;
  // The periods below are the code's own constants, so the policy changes when they do.
  const minutes = MAGIC_LINK_TTL_MINUTES;
  const days = SESSION_TTL_DAYS;
  const kept = m.content_privacy_more_days({ count: RETENTION.signInLinksMs / DAY_MS });
  return [
    {
      id: "summary",
      heading: m.content_privacy_summary_heading(),
      blocks: [
        list(
          m.content_privacy_summary_l1_1(),
          m.content_privacy_summary_l1_2(),
          m.content_privacy_summary_l1_3(),
          m.content_privacy_summary_l1_4({ email }),
        ),
      ],
    },
    {
      id: "what-we-store",
      heading: m.content_privacy_what_we_store_heading(),
      blocks: [
        p(m.content_privacy_what_we_store_p1()),
        list(
          m.content_privacy_what_we_store_l2_1(),
          m.content_privacy_what_we_store_l2_2({ minutes }),
          m.content_privacy_what_we_store_l2_3(),
          m.content_privacy_what_we_store_l2_4(),
          m.content_privacy_what_we_store_l2_5(),
        ),
        p(m.content_privacy_what_we_store_p3()),
        list(
          m.content_privacy_what_we_store_l4_1(),
          m.content_privacy_what_we_store_l4_2(),
          m.content_privacy_what_we_store_l4_3(),
        ),
        p(m.content_privacy_what_we_store_p5()),
      ],
    },
    {
      id: "your-browser",
      heading: m.content_privacy_your_browser_heading(),
      blocks: [p(m.content_privacy_your_browser_p1())],
    },
    {
      id: "cookies",
      heading: m.content_privacy_cookies_heading(),
      blocks: [p(m.content_privacy_cookies_p1({ days }))],
    },
    {
      id: "services",
      heading: m.content_privacy_services_heading(),
      blocks: [
        list(
          m.content_privacy_services_l1_1(),
          m.content_privacy_services_l1_2(),
          m.content_privacy_services_l1_3(),
          m.content_privacy_services_l1_4(),
        ),
        p(m.content_privacy_services_p2()),
      ],
    },
    {
      id: "how-we-use",
      heading: m.content_privacy_how_we_use_heading(),
      blocks: [
        list(
          m.content_privacy_how_we_use_l1_1(),
          m.content_privacy_how_we_use_l1_2(),
          m.content_privacy_how_we_use_l1_3(),
          m.content_privacy_how_we_use_l1_4(),
        ),
        p(m.content_privacy_how_we_use_p2()),
      ],
    },
    {
      id: "retention",
      heading: m.content_privacy_retention_heading(),
      blocks: [
        list(
          m.content_privacy_retention_l1_1(),
          m.content_privacy_retention_l1_2(),
          m.content_privacy_retention_l1_3({ kept, minutes }),
          m.content_privacy_retention_l1_4({ days }),
          m.content_privacy_retention_l1_5(),
          m.content_privacy_retention_l1_6(),
        ),
        p(m.content_privacy_retention_p2({ email })),
      ],
    },
    {
      id: "changes-contact",
      heading: m.content_privacy_changes_contact_heading(),
      blocks: [
        p(m.content_privacy_changes_contact_p1()),
        p(m.content_privacy_changes_contact_p2({ email })),
      ],
    },
  ];
}
