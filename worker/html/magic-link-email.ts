// The sign-in email's two parts, as pure text: worker/services/email.ts sends them, and the tests
// (worker/services/email.test.ts, e2e/machines.spec.ts) validate and parse exactly this output.
// Mail clients are hostile to CSS: Outlook and Yahoo's apps drop styles on <body> and many drop
// <style> blocks, so every style that matters sits inline on the element it styles, the layout is a
// presentation table (the one box model every client renders), and <body> carries no style.
// The link appears once as a link (the button); the address is repeated as plain text for copying.
// The email speaks the language the person asked in (issue 29): every message gets that language
// explicitly, never the runtime's global one, because one Worker serves many requests at once.
import { PRODUCT_NAME } from "../../domain/routes";
import { formatInteger } from "../../domain/i18n/format";
import { BASE_LOCALE, type Locale } from "../../domain/i18n/locale";
import * as m from "../../domain/i18n/messages";
import { escapeHtml } from "./escape";

export interface MagicLinkMessage {
  to: string;
  link: string;
  expiresInMinutes: number;
  /** The language of the page the link was asked from; English when not given. */
  locale?: Locale;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** The facts both parts state, word for word, so the plain-text reader learns what the HTML says. */
export function magicLinkFacts(expiresInMinutes: number, locale: Locale = BASE_LOCALE) {
  const product = PRODUCT_NAME;
  return {
    intro: m.email_intro({ product }, { locale }),
    expiry: m.email_expiry({ minutes: formatInteger(expiresInMinutes, locale) }, { locale }),
    ignore: m.email_ignore({}, { locale }),
  };
}

const FONT = "font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif";

export function renderMagicLinkEmail({ link, expiresInMinutes, locale = BASE_LOCALE }: MagicLinkMessage): RenderedEmail {
  const product = PRODUCT_NAME;
  const subject = m.email_subject({ product }, { locale });
  const facts = magicLinkFacts(expiresInMinutes, locale);
  const signIn = escapeHtml(m.email_sign_in({ product }, { locale }));
  const text = [m.email_greeting({}, { locale }), ``, facts.intro, ``, link, ``, facts.expiry, ``, facts.ignore, ``, PRODUCT_NAME].join("\n");
  const safeLink = escapeHtml(link);
  const html = `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body>
<table role="presentation" style="width:100%;border-collapse:collapse;background:#f6f8f7">
  <tr>
    <td style="padding:24px">
      <table role="presentation" style="width:100%;max-width:480px;margin:0 auto;border-collapse:separate;background:#ffffff;border:1px solid #d3ddd9;border-radius:12px">
        <tr>
          <td style="padding:24px;${FONT};color:#14211d">
            <h1 style="${FONT};font-size:20px;margin:0 0 12px;color:#14211d">${signIn}</h1>
            <p style="${FONT};margin:0 0 20px;line-height:1.5;color:#14211d">${escapeHtml(facts.intro)}</p>
            <p style="margin:0 0 20px"><a href="${safeLink}" style="${FONT};display:inline-block;background:#0b5f4a;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 24px;border-radius:999px">${signIn}</a></p>
            <p style="${FONT};margin:0 0 12px;line-height:1.5;color:#14211d">${escapeHtml(facts.expiry)} ${escapeHtml(m.email_copy_link({}, { locale }))}</p>
            <p style="${FONT};margin:0 0 20px;word-break:break-all;font-size:14px;color:#14211d">${safeLink}</p>
            <p style="${FONT};margin:0;color:#4a5a55;font-size:14px;line-height:1.5">${escapeHtml(facts.ignore)}</p>
          </td>
        </tr>
      </table>
    </td>
  </tr>
</table>
</body>
</html>`;
  return { subject, text, html };
}
