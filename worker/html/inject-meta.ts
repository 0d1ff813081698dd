// Serves the SPA shell with the page's meta injected at the edge (HTMLRewriter).
import { LANGUAGE_TAG } from "../../domain/i18n/locale";
import { headTags, serializeJsonLd, type PageMeta } from "../../domain/meta";
import { PRERENDERED_ATTRIBUTE } from "../../domain/prerender";
import { deferredScriptsMarkup } from "./deferred-scripts";
import { escapeHtml } from "./escape";

function renderTags(meta: PageMeta): string {
  const tags = headTags(meta).map(({ tag, attrs }) => {
    const rendered = Object.entries(attrs)
      .map(([key, value]) => `${key}="${escapeHtml(value)}"`)
      .join(" ");
    return `<${tag} ${rendered} data-head="1">`;
  });
  for (const entity of meta.structuredData ?? []) tags.push(`<script type="application/ld+json" data-head="1">${serializeJsonLd(entity)}</script>`);
  return tags.join("\n    ");
}

/** Public configuration the SPA reads from <meta name="plugplan:*"> (web/lib/config.ts). Never secrets. */
export interface PublicConfig {
  supportEmail: string;
  mapStyleUrl: string;
  /** Cloudflare Turnstile's public site key; "" when the sign-in check is off (no widget). */
  turnstileSiteKey: string;
}

function renderConfig(config: PublicConfig): string {
  return [
    `<meta name="plugplan:support-email" content="${escapeHtml(config.supportEmail)}">`,
    `<meta name="plugplan:map-style-url" content="${escapeHtml(config.mapStyleUrl)}">`,
    ...(config.turnstileSiteKey ? [`<meta name="plugplan:turnstile-site-key" content="${escapeHtml(config.turnstileSiteKey)}">`] : []),
  ].join("\n    ");
}

/** Fetches the built index.html from the assets binding and rewrites its head for `meta`. */
/** The prerendered app for #root and the <head> script that withholds it from returning guests. */
export interface ShellBody {
  html: string;
  /** Replaces the shell's stylesheet links: the first paint then needs no other request. */
  css: string;
  headScript: string;
}

export interface RenderShellOptions {
  /** The static-assets binding that holds the built index.html. */
  assets: Fetcher;
  requestUrl: string;
  meta: PageMeta;
  config: PublicConfig;
  /** 404 for unknown paths; the shell still renders the not-found page. */
  status?: number;
  /** Extra <head> markup (modulepreload hints). */
  extraHead?: string;
  /**
   * The page's own chunks (route-preloads.json). With a prerendered `body` they, the entry and its
   * chunks load after the first paint (deferred-scripts.ts); without one, pass them as `extraHead`.
   */
  pageScripts?: string[];
  /** Prerendered HTML for #root, when this visitor gets it. */
  body?: ShellBody;
  /** HTML for the shell's <noscript> (what a reader or crawler without JavaScript gets), instead of its generic line. */
  noscript?: string;
}

export async function renderShell({
  assets,
  requestUrl,
  meta,
  config,
  status = 200,
  extraHead = "",
  pageScripts = [],
  body,
  noscript,
}: RenderShellOptions): Promise<Response> {
  // Each language has its own build (scripts/build.mjs): the Spanish shell loads the Spanish
  // scripts. Where it is missing (the dev server's single build), the English shell serves both.
  const spanish = meta.locale === "es" ? await assets.fetch(new Request(new URL("/es/", requestUrl))) : undefined;
  const shell = spanish?.ok ? spanish : await assets.fetch(new Request(new URL("/", requestUrl)));
  if (!shell.ok) throw new Error(`SPA shell missing (assets returned ${shell.status}); run npm run build`);
  // The shell's entry and its chunks, taken out of <head> for a prerendered page.
  let entry: string | null = null;
  const entryChunks: string[] = [];
  const rewritten = new HTMLRewriter()
    .on("html", {
      element(element) {
        element.setAttribute("lang", LANGUAGE_TAG[meta.locale]);
      },
    })
    .on("title", {
      element(element) {
        element.setInnerContent(meta.title);
      },
    })
    .on("head", {
      element(element) {
        const style = body ? `\n    <style>${body.css}</style>` : "";
        element.append(`${renderConfig(config)}\n    ${renderTags(meta)}${extraHead ? `\n    ${extraHead}` : ""}${style}`, { html: true });
      },
    })
    .on("meta[charset]", {
      element(element) {
        // First in <head>: an inline script after a stylesheet would wait for it to load.
        if (body) element.after(`\n    <script>${body.headScript}</script>`, { html: true });
      },
    })
    .on('script[type="module"][src]', {
      element(element) {
        if (!body) return;
        entry = element.getAttribute("src");
        element.remove();
      },
    })
    .on('link[rel="modulepreload"][href]', {
      element(element) {
        if (!body) return;
        entryChunks.push(element.getAttribute("href") as string);
        element.remove();
      },
    })
    .on('link[rel="stylesheet"]', {
      element(element) {
        if (body) element.remove();
      },
    })
    .on("#root", {
      element(element) {
        if (!body) return;
        element.setAttribute(PRERENDERED_ATTRIBUTE, "");
        element.setInnerContent(body.html, { html: true });
      },
    })
    .on("body", {
      element(element) {
        // Handlers run in document order: <head> and its scripts have been seen by now.
        if (body && entry) element.append(deferredScriptsMarkup({ entry, preload: [...entryChunks, ...pageScripts] }), { html: true });
      },
    })
    .on("body > noscript", {
      element(element) {
        if (noscript) element.setInnerContent(noscript, { html: true });
      },
    })
    .transform(shell);
  const headers = new Headers(rewritten.headers);
  headers.set("content-type", "text/html; charset=utf-8");
  // HTML is small and per-URL: let browsers revalidate so a new deploy is seen at once.
  headers.set("cache-control", "no-cache");
  headers.delete("etag");
  return new Response(rewritten.body, { status, headers });
}
