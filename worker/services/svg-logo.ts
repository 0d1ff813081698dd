// Is an uploaded SVG a plain drawing? An allowlist, not a list of known attacks: the file is read
// as XML, token by token, and every element, attribute, entity and piece of CSS must be one we
// know to be inert. Anything else is refused with a message that names it. A blocklist of regular
// expressions was bypassed by prefixed elements (`<s:script>` with xmlns:s bound to SVG), prefixed
// `<h:foreignObject>`, `&#106;avascript:` in an `<animate values>` and CSS `@import` (issue 25);
// each of those fails here because it is not on the list, whatever its spelling. The site's CSP
// stops them too, but a logo must be safe on its own (people open it directly, or save it).

import * as m from "../../domain/i18n/messages";

const SVG_NS = "http://www.w3.org/2000/svg";
const XLINK_NS = "http://www.w3.org/1999/xlink";

/** Elements of a static drawing. No script, foreignObject, a, animation, feImage, use of outside files. */
const ELEMENTS = new Set([
  "svg", "g", "defs", "symbol", "use", "title", "desc", "style",
  "path", "rect", "circle", "ellipse", "line", "polyline", "polygon",
  "text", "tspan",
  "linearGradient", "radialGradient", "stop", "pattern", "clipPath", "mask", "marker", "image",
  "filter", "feBlend", "feColorMatrix", "feComponentTransfer", "feComposite", "feDropShadow", "feFlood",
  "feFuncA", "feFuncB", "feFuncG", "feFuncR", "feGaussianBlur", "feMerge", "feMergeNode", "feMorphology", "feOffset",
]);

/** Refused with their own message (lower case: `<FOREIGNOBJECT>` is no more welcome). */
const ANIMATION = new Set(["animate", "animatemotion", "animatetransform", "animatecolor", "set", "discard"]);
const EMBEDDING = new Set(["foreignobject", "iframe", "embed", "object", "feimage", "handler", "listener"]);

/** Presentation and geometry attributes. Values are still checked (no javascript:, no outside url()). */
const ATTRIBUTES = new Set([
  "id", "class", "style", "transform", "lang", "role", "aria-label", "aria-hidden", "focusable", "data-name",
  "version", "baseProfile", "viewBox", "preserveAspectRatio", "x", "y", "width", "height",
  "d", "points", "pathLength", "x1", "y1", "x2", "y2", "cx", "cy", "r", "rx", "ry", "fx", "fy", "fr",
  "fill", "fill-opacity", "fill-rule", "stroke", "stroke-width", "stroke-linecap", "stroke-linejoin",
  "stroke-miterlimit", "stroke-dasharray", "stroke-dashoffset", "stroke-opacity", "opacity", "color",
  "display", "visibility", "overflow", "clip", "clip-path", "clip-rule", "clipPathUnits", "mask",
  "maskUnits", "maskContentUnits", "filter", "filterUnits", "primitiveUnits",
  "offset", "stop-color", "stop-opacity", "gradientUnits", "gradientTransform", "spreadMethod",
  "patternUnits", "patternContentUnits", "patternTransform",
  "marker-start", "marker-mid", "marker-end", "markerWidth", "markerHeight", "markerUnits", "refX", "refY", "orient",
  "font-family", "font-size", "font-weight", "font-style", "font-variant", "font-stretch", "text-anchor",
  "dominant-baseline", "alignment-baseline", "baseline-shift", "letter-spacing", "word-spacing",
  "text-decoration", "writing-mode", "dx", "dy", "rotate", "textLength", "lengthAdjust",
  "color-interpolation", "color-interpolation-filters", "shape-rendering", "text-rendering",
  "image-rendering", "vector-effect", "paint-order", "mix-blend-mode", "isolation", "enable-background",
  "in", "in2", "result", "stdDeviation", "mode", "operator", "k1", "k2", "k3", "k4", "values", "type",
  "tableValues", "slope", "intercept", "amplitude", "exponent", "flood-color", "flood-opacity", "radius",
  "edgeMode", "href", "xlink:href", "xml:space", "xml:lang", "xmlns", "xmlns:xlink", "xmlns:svg",
]);

/** The only entities XML predefines; an SVG that names another must declare it, and we take no declarations. */
const NAMED_ENTITIES: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };

// Functions, not strings: each refusal is worded when it happens, in the language of the request
// (the dealer editor sends its page's language; worker/i18n.ts).
const MESSAGES = {
  notSvg: () => m.api_svg_not_svg(),
  malformed: (detail: string) => m.api_svg_malformed({ detail }),
  script: () => m.api_svg_script(),
  handler: () => m.api_svg_handler(),
  link: () => m.api_svg_link(),
  embed: () => m.api_svg_embed(),
  entities: () => m.api_svg_entities(),
  outside: () => m.api_svg_outside(),
  animation: () => m.api_svg_animation(),
  css: (detail: string) => m.api_svg_css({ detail }),
  element: (name: string) => m.api_svg_element({ name }),
  attribute: (name: string) => m.api_svg_attribute({ name }),
  encoding: (name: string) => m.api_svg_encoding({ name }),
  namespace: (name: string) => m.api_svg_namespace({ name }),
} as const;

class Refused extends Error {}
const refuse = (message: string): never => {
  throw new Refused(message);
};

/** XML text → characters: the five predefined entities and numeric references only. */
function decodeEntities(text: string): string {
  return text.replace(/&([^;&\s]*);?/g, (whole, name: string) => {
    if (!whole.endsWith(";")) return refuse(MESSAGES.malformed(m.api_svg_detail_bare_amp()));
    const numeric = /^#(?:x([0-9a-f]{1,6})|([0-9]{1,7}))$/i.exec(name);
    if (numeric) {
      const code = numeric[1] ? parseInt(numeric[1], 16) : Number(numeric[2]);
      if (code > 0x10ffff || code === 0) return refuse(MESSAGES.malformed(m.api_svg_detail_char_range()));
      return String.fromCodePoint(code);
    }
    return NAMED_ENTITIES[name] ?? refuse(MESSAGES.entities());
  });
}

/** A value as a browser reads it as a URL: no whitespace or control characters, lower case. */
const squeezed = (value: string) => value.replace(/[\s\u0000-\u001f\u007f]+/g, "").toLowerCase();

/** url(…) references must point inside the file (#id). */
function checkUrls(value: string): void {
  const lower = squeezed(value);
  if (lower.includes("javascript:") || lower.includes("vbscript:") || lower.includes("data:text/html")) refuse(MESSAGES.link());
  for (const match of lower.matchAll(/url\(([^)]*)\)?/g)) {
    const target = (match[1] ?? "").replace(/^["']/, "");
    if (!target.startsWith("#")) refuse(MESSAGES.outside());
  }
}

/** CSS in a <style> element or a style attribute: declarations only, nothing that loads or escapes. */
function checkCss(css: string): void {
  if (css.includes("@")) refuse(MESSAGES.css(m.api_svg_css_at_rule()));
  if (css.includes("\\")) refuse(MESSAGES.css(m.api_svg_css_backslash()));
  const lower = squeezed(css);
  if (lower.includes("expression(") || lower.includes("-moz-binding") || lower.includes("behavior:")) refuse(MESSAGES.css(m.api_svg_css_binding()));
  if (css.includes("<")) refuse(MESSAGES.css(m.api_svg_css_markup()));
  checkUrls(css);
}

function checkHref(value: string): void {
  const target = squeezed(value);
  if (target.startsWith("#")) return;
  if (/^data:image\/(?:png|jpeg|webp);base64,[a-z0-9+/=]*$/.test(target)) return;
  checkUrls(value);
  refuse(MESSAGES.outside());
}

function checkElementName(name: string): void {
  const local = name.includes(":") ? name.slice(name.indexOf(":") + 1) : name;
  const lowerLocal = local.toLowerCase();
  if (lowerLocal === "script") refuse(MESSAGES.script());
  if (lowerLocal === "a") refuse(MESSAGES.link());
  if (EMBEDDING.has(lowerLocal)) refuse(MESSAGES.embed());
  if (ANIMATION.has(lowerLocal)) refuse(MESSAGES.animation());
  // A prefix can bind any namespace (xmlns:s="…svg" makes <s:script> a real script): none are taken.
  if (name.includes(":") || !ELEMENTS.has(name)) refuse(MESSAGES.element(name));
}

function checkAttribute(name: string, rawValue: string): void {
  if (/^on/i.test(name) || /:on/i.test(name)) refuse(MESSAGES.handler());
  const value = decodeEntities(rawValue);
  if (name === "xmlns") {
    if (value !== SVG_NS) refuse(MESSAGES.namespace(value || m.api_svg_empty_value()));
    return;
  }
  if (name === "xmlns:xlink" || name === "xmlns:svg") {
    if (value !== (name === "xmlns:xlink" ? XLINK_NS : SVG_NS)) refuse(MESSAGES.namespace(`${name}="${value}"`));
    return;
  }
  if (name.startsWith("xmlns:")) refuse(MESSAGES.namespace(name));
  if (!ATTRIBUTES.has(name)) refuse(MESSAGES.attribute(name));
  if (name === "href" || name === "xlink:href") {
    checkHref(value);
    return;
  }
  if (name === "style") {
    checkCss(value);
    return;
  }
  checkUrls(value);
}

const NAME = /^[A-Za-z_][A-Za-z0-9_.:-]*/;

/** Reads the document; throws Refused with the first reason it is not a plain drawing. */
function readSvg(source: string): void {
  const text = source.replace(/^\uFEFF/, "");
  const open: string[] = [];
  let rootSeen = false;
  let pos = 0;
  const expect = (token: string, unclosed: () => string) => {
    const at = text.indexOf(token, pos);
    if (at < 0) refuse(MESSAGES.malformed(unclosed()));
    return at;
  };
  while (pos < text.length) {
    if (text.startsWith("<?", pos)) {
      const end = expect("?>", m.api_svg_detail_pi_open);
      const target = /^<\?([^\s?]+)/.exec(text.slice(pos, end + 2))?.[1] ?? "";
      // Only the XML declaration, and only first (xml-stylesheet loads outside CSS).
      if (target !== "xml" || rootSeen || text.slice(0, pos).trim() !== "") {
        refuse(target === "xml-stylesheet" ? MESSAGES.outside() : MESSAGES.malformed(m.api_svg_detail_pi({ target })));
      }
      // The declared encoding decides how a browser decodes the bytes; we checked them as UTF-8, so
      // any other declaration (UTF-16, ISO-8859-1, UTF-7…) could make the browser see another file.
      const encoding = /\sencoding\s*=\s*(?:"([^"]*)"|'([^']*)')/.exec(text.slice(pos, end));
      const declared = encoding?.[1] ?? encoding?.[2];
      if (declared !== undefined && declared.toLowerCase() !== "utf-8") refuse(MESSAGES.encoding(declared));
      pos = end + 2;
    } else if (text.startsWith("<!--", pos)) {
      pos = expect("-->", m.api_svg_detail_comment_open) + 3;
    } else if (text.startsWith("<![CDATA[", pos)) {
      const end = expect("]]>", m.api_svg_detail_cdata_open);
      // Drawing programs wrap <style> in CDATA; anywhere else it could hide markup from a reader.
      if (open.at(-1) !== "style") refuse(MESSAGES.malformed(m.api_svg_detail_cdata_outside_style()));
      checkCss(text.slice(pos + 9, end));
      pos = end + 3;
    } else if (text.startsWith("<!", pos)) {
      refuse(MESSAGES.entities());
    } else if (text.startsWith("</", pos)) {
      const name = NAME.exec(text.slice(pos + 2))?.[0] ?? "";
      const end = expect(">", () => m.api_svg_detail_end_tag_open({ tag: `</${name}` }));
      if (text.slice(pos + 2 + name.length, end).trim() !== "") refuse(MESSAGES.malformed(m.api_svg_detail_end_tag_extra({ tag: `</${name}` })));
      if (open.pop() !== name) refuse(MESSAGES.malformed(m.api_svg_detail_wrong_close({ name })));
      pos = end + 1;
    } else if (text[pos] === "<") {
      const name = NAME.exec(text.slice(pos + 1))?.[0];
      if (!name) refuse(MESSAGES.malformed(m.api_svg_detail_stray_lt()));
      if (open.length === 0) {
        if (rootSeen) refuse(MESSAGES.malformed(m.api_svg_detail_two_roots()));
        if (name !== "svg") refuse(MESSAGES.notSvg());
        rootSeen = true;
      }
      checkElementName(name!);
      pos += 1 + name!.length;
      const seen = new Set<string>();
      for (;;) {
        const space = /^\s*/.exec(text.slice(pos))![0].length;
        pos += space;
        if (text.startsWith("/>", pos)) {
          pos += 2;
          break;
        }
        if (text[pos] === ">") {
          pos += 1;
          open.push(name!);
          break;
        }
        if (space === 0) refuse(MESSAGES.malformed(m.api_svg_detail_unseparated({ name: name! })));
        const attribute = /^([^\s=/>"']+)\s*=\s*(["'])/.exec(text.slice(pos));
        if (!attribute) refuse(MESSAGES.malformed(m.api_svg_detail_unquoted({ name: name! })));
        const [whole, attributeName, quote] = attribute!;
        const valueStart = pos + whole.length;
        const valueEnd = text.indexOf(quote!, valueStart);
        if (valueEnd < 0) refuse(MESSAGES.malformed(m.api_svg_detail_attribute_open({ name: attributeName! })));
        const rawValue = text.slice(valueStart, valueEnd);
        if (rawValue.includes("<")) refuse(MESSAGES.malformed(m.api_svg_detail_lt_in_attribute({ name: attributeName! })));
        if (seen.has(attributeName!)) refuse(MESSAGES.malformed(m.api_svg_detail_attribute_twice({ name: attributeName! })));
        seen.add(attributeName!);
        checkAttribute(attributeName!, rawValue);
        pos = valueEnd + 1;
      }
    } else {
      const next = text.indexOf("<", pos);
      const end = next < 0 ? text.length : next;
      const chunk = text.slice(pos, end);
      if (open.length === 0 && chunk.trim() !== "") refuse(rootSeen ? MESSAGES.malformed(m.api_svg_detail_text_after_root()) : MESSAGES.notSvg());
      const decoded = decodeEntities(chunk);
      if (open.at(-1) === "style") checkCss(decoded);
      pos = end;
    }
  }
  if (!rootSeen) refuse(MESSAGES.notSvg());
  if (open.length > 0) refuse(MESSAGES.malformed(m.api_svg_detail_element_open({ tag: `<${open.at(-1)}>` })));
}

/** Why an SVG is not a plain drawing we can serve as a logo, or undefined when it is. */
export function unsafeSvgReason(svg: string): string | undefined {
  try {
    readSvg(svg);
    return undefined;
  } catch (error) {
    if (error instanceof Refused) return error.message;
    throw error;
  }
}
