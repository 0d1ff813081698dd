// Who is not a person: crawlers, link unfurlers (the preview a chat or social app fetches when a
// link is pasted), monitoring and command-line clients. Dealer counts leave them out, so a link
// shared in a busy chat, an indexing run or an uptime check does not read as visits.
// Matched on the User-Agent by the names these agents publish; an empty User-Agent is never a browser.
const AGENT_NAMES = [
  // crawlers and their generic words
  "bot",
  "crawl",
  "spider",
  "slurp",
  "archiver",
  "mediapartners-google",
  "google-inspectiontool",
  "adsbot",
  "bingpreview",
  // link unfurlers
  "facebookexternalhit",
  "facebookcatalog",
  "meta-externalagent",
  "whatsapp",
  "telegram",
  "slack",
  "discord",
  "skypeuripreview",
  "linkedin",
  "pinterest",
  "embedly",
  "iframely",
  "vkshare",
  "redditbot",
  "mastodon",
  "bluesky",
  "outbrain",
  "quora link preview",
  "nuzzel",
  "tumblr",
  "google-pagerenderer",
  "snapchat",
  "viber",
  "kakaotalk-scrap",
  // headless browsers, monitors and command-line clients
  "headlesschrome",
  "lighthouse",
  "chrome-lighthouse",
  "pingdom",
  "uptime",
  "statuscake",
  "curl/",
  "wget/",
  "python-requests",
  "python-urllib",
  "aiohttp",
  "go-http-client",
  "node-fetch",
  "undici",
  "axios/",
  "okhttp",
  "java/",
  "libwww-perl",
  "httpclient",
  "autocannon",
];

/** True when the request comes from a known automated agent (or sends no User-Agent at all). */
export function isAutomatedAgent(userAgent: string | null | undefined): boolean {
  if (!userAgent || !userAgent.trim()) return true;
  const agent = userAgent.toLowerCase();
  return AGENT_NAMES.some((name) => agent.includes(name));
}

/**
 * A browser fetching a page it may never show (link prefetch, speculation rules): not a visit.
 * `Sec-Purpose: prefetch` (current) or `Purpose: prefetch` (older Chrome and Safari).
 */
export function isPrefetch(secPurpose: string | null | undefined, purpose: string | null | undefined): boolean {
  return /prefetch|prerender/i.test(secPurpose ?? "") || /prefetch/i.test(purpose ?? "");
}
