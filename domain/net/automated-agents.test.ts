import { describe, expect, it } from "vitest";
import { isAutomatedAgent, isPrefetch } from "./automated-agents";

describe("isAutomatedAgent", () => {
  it("recognises crawlers and link unfurlers by the names they publish", () => {
    for (const agent of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
      "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
      "Twitterbot/1.0",
      "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
      "Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)",
      "WhatsApp/2.23.20.0",
      "TelegramBot (like TwitterBot)",
      "LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.0.0 Safari/537.36",
      "curl/8.5.0",
      "",
    ]) {
      expect(isAutomatedAgent(agent), agent).toBe(true);
    }
    expect(isAutomatedAgent(null)).toBe(true);
  });

  it("counts ordinary phone and desktop browsers as people", () => {
    for (const agent of [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0",
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0",
    ]) {
      expect(isAutomatedAgent(agent), agent).toBe(false);
    }
  });
});

describe("isPrefetch", () => {
  it("treats prefetches and prerenders as not shown, and plain navigations as shown", () => {
    expect(isPrefetch("prefetch;prerender", null)).toBe(true);
    expect(isPrefetch("prefetch", null)).toBe(true);
    expect(isPrefetch(null, "prefetch")).toBe(true);
    expect(isPrefetch(null, null)).toBe(false);
  });
});
