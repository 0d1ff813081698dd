// Privacy Policy: eight sections describing what the app really stores (see worker/db/schema.ts,
// the KV session store and the progress store in web/lib/progress). If storage changes, update
// this text and LEGAL_LAST_UPDATED together.
import { list, p, type LegalSection } from "./legal";
import { MAGIC_LINK_TTL_MINUTES, SESSION_TTL_DAYS } from "../contracts/auth-limits";
import { DAY_MS, RETENTION } from "../contracts/retention";

// The periods below are the code's own constants, so the policy changes when they do.
const LINK_MINUTES = `${MAGIC_LINK_TTL_MINUTES} minutes`;
const SESSION_DAYS = `${SESSION_TTL_DAYS} days`;
const linkRecordDays = RETENTION.signInLinksMs / DAY_MS;
const LINK_RECORD_KEPT = linkRecordDays === 1 ? "one more day" : `${linkRecordDays} more days`;

export const PRIVACY_INTRO =
  "PlugPlan is built to be useful without knowing who you are. This policy explains the little we do store, why, where, for how long, and how to have it deleted.";

export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    id: "summary",
    heading: "1. The short version",
    blocks: [
      list(
        "You can use every tool without an account and without giving your name, address or phone number.",
        "If you don't sign in, your progress stays in your own browser.",
        "We show no ads, we don't sell or rent your data, and we use no third-party analytics or tracking.",
        'If you have an account, you can see, download or delete your data yourself on the "Your account" page, or ask us by writing to {email}.',
      ),
    ],
  },
  {
    id: "what-we-store",
    heading: "2. What we store",
    blocks: [
      p("Only if you sign in:"),
      list(
        "Your email address, to identify your account and send you sign-in links.",
        `Sign-in links: we keep only a one-way hash of each link (never the link itself), your email, its expiry and the page to bring you back to. A link works once and expires after ${LINK_MINUTES}, and sending a new link makes the older ones stop working.`,
        "Your task progress and plan answers: ZIP code, daily miles, EV type and range, and your home-charging answers, plus the plan figures calculated from them, so you can pick up where you left off.",
        'A record of each device you are signed in on: when the session started, when it was last used (to the hour) and when it expires, so "Sign out everywhere" can end them all. It holds only a one-way hash of the session id.',
        "If you are dealer staff: which dealer pages your email may edit, and, in each page's change log, the changes you made and when, so the dealer can see who changed its page.",
      ),
      p("From anyone who uses these features, without linking them to an account:"),
      list(
        'Helpfulness feedback: the page, your "yes" or "no" and the comment you choose to write.',
        "Utility requests: the utility name and ZIP code you send when your utility isn't listed yet.",
        "Rate-limit counters that stop abuse, such as too many sign-in emails. Counters kept for an hour or less in our database are keyed by a one-way hash of an IP address (or of the network it belongs to), never the address itself; one-minute counters are kept by Cloudflare's rate limiting for that minute only. How many sign-in emails an address was sent is counted from its sign-in link records.",
      ),
      p(
        "Our request logs record the page or API path, the response status, timing and a request id. They don't record your email address or IP address.",
      ),
    ],
  },
  {
    id: "your-browser",
    heading: "3. What stays in your browser",
    blocks: [
      p(
        "If you don't sign in, your task progress and plan answers are saved in your browser's local storage on your device and are never sent to our database. When you sign in, they are added to your account once and removed from the browser. While signed in, a change that has not reached our server yet (for example while you are offline) waits in local storage, labelled with your email, until the server confirms it. Clearing this site's data in your browser removes all of this. A plan you share by link carries its figures inside the link itself; anyone with the link can see them, so share it only with people you choose.",
      ),
    ],
  },
  {
    id: "cookies",
    heading: "4. Cookies",
    blocks: [
      p(
        `We set cookies only when you sign in, and both are strictly necessary. The session cookie keeps you signed in: it is HttpOnly (scripts on the page can't read it), it lasts ${SESSION_DAYS}, and signing out ends the session. "Sign out everywhere" in the account menu ends the sessions on all your devices at once. A second cookie, plugplan_signed_in, holds only the value 1 so the page knows to load your saved progress; it contains nothing about you and is removed when you sign out. We use no advertising or analytics cookies, so there is no cookie banner.`,
      ),
    ],
  },
  {
    id: "services",
    heading: "5. Services we use",
    blocks: [
      list(
        "Cloudflare hosts PlugPlan and runs its servers, its database (Cloudflare D1) and its session store (Cloudflare Workers KV). Like any web host, Cloudflare processes your IP address to deliver pages and protect the site from attacks.",
        "Resend sends our sign-in emails, so it receives your email address and the message we send you.",
        "When the sign-in form shows Cloudflare Turnstile (a check that you're a person, used against automated sign-in requests), Cloudflare runs that check in your browser and tells us only whether it passed.",
        "On larger screens, the Public Charging guide embeds a charging-station map from PlugShare. The map loads from PlugShare's servers, which receive your IP address and may set their own cookies under PlugShare's privacy policy.",
      ),
      p("We don't share your data with anyone else, except if the law requires it."),
    ],
  },
  {
    id: "how-we-use",
    heading: "6. How we use your information",
    blocks: [
      list(
        "To sign you in and save your progress and plan answers.",
        "To improve the guides, using feedback.",
        "To decide which utilities to add next, using utility requests.",
        "To keep the site safe and available, using rate limits and request logs.",
      ),
      p("We don't use your information for advertising or to build a profile of you."),
    ],
  },
  {
    id: "retention",
    heading: "7. How long we keep it and how to delete it",
    blocks: [
      list(
        "Account email, progress, plan answers and plan figures: until you ask us to delete your account.",
        'Dealer-staff access: until it is removed or you delete your account. A dealer page\'s change log is kept as that page\'s history; when you delete your account, your changes stay in it under the name "deleted user" instead of your email.',
        `Sign-in links: unusable after ${LINK_MINUTES} or after one use. We keep a link's record for ${LINK_RECORD_KEPT}, so a reused link can tell you it was already used; a daily clean-up deletes it after that.`,
        `Session: ends when you sign out (on one device or everywhere) or after ${SESSION_DAYS}. The record of an ended session is deleted at once; an expired one by the daily clean-up.`,
        "Feedback and utility requests: kept to improve PlugPlan. They aren't linked to your account, so please leave personal details out of comments.",
        "Rate-limit counters: each applies only to a short time window (an hour at most) and holds no readable email or IP address; the daily clean-up deletes it once its window has passed.",
      ),
      p(
        'To see what we hold about you (including any dealer pages you can edit and the changes you made to them), download it as a file, or delete your account and everything stored with it, sign in and open "Your account" from the account menu. Deleting signs you out on every device, and signing in again later with the same email starts a new, empty account. You can also write to {email} from the email address you use with PlugPlan; we\'ll confirm once it\'s done.',
      ),
    ],
  },
  {
    id: "changes-contact",
    heading: "8. Changes to this policy and contact",
    blocks: [
      p(
        'If we change what we store or who we share it with, we\'ll update this policy and the "Last updated" date at the top before the change takes effect.',
      ),
      p("Questions about your privacy? Write to {email}."),
    ],
  },
];
