// Is an uploaded SVG a plain drawing? An allowlist, not a list of known attacks: the file is read
// as XML, token by token, and every element, attribute, entity and piece of CSS must be one we
// know to be inert. Anything else is refused with a message that names it. A blocklist of regular
// expressions was bypassed by prefixed elements (`<s:script>` with xmlns:s bound to SVG), prefixed
// `<h:foreignObject>`, `&#106;avascript:` in an `<animate values>` and CSS `@import` (issue 25);
// each of those fails here because it is not on the list, whatever its spelling. The site's CSP
// stops them too, but a logo must be safe on its own (people open it directly, or save it).

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

const MESSAGES = {
  notSvg: "The file is not an SVG image (no <svg> element found).",
  malformed: (what: string) =>
    `The SVG logo is not well-formed XML (${what}). Export it again from your drawing program, or upload a PNG or WebP.`,
  script: "The SVG logo contains a script. Logos cannot run code: export the SVG again without scripts, or upload a PNG or WebP.",
  handler:
    "The SVG logo contains an event handler (an on… attribute such as onload), which can run code. Export it again without interactivity, or upload a PNG or WebP.",
  link: "The SVG logo contains a javascript: or HTML link, which can run code. Remove the link, or upload a PNG or WebP.",
  embed:
    "The SVG logo embeds other content (foreignObject, iframe, embed or object). Logos must be a plain drawing: upload a simpler SVG, a PNG or a WebP.",
  entities: "The SVG logo declares a DOCTYPE or entities, which we do not accept. Export it again as plain SVG, or upload a PNG or WebP.",
  outside:
    "The SVG logo refers to an outside file or address. Logos must be self-contained: embed the images, or upload a PNG or WebP.",
  animation: "The SVG logo contains animation (animate or set). Logos must be a still drawing: export it without animation, or upload a PNG or WebP.",
  css: (what: string) =>
    `The SVG logo's CSS contains ${what}, which we do not accept. Use plain fill and stroke styles, or upload a PNG or WebP.`,
  element: (name: string) =>
    `The SVG logo contains the element <${name}>, which logos may not use. Logos must be a plain drawing (shapes, paths, gradients, text): export it again as plain SVG, or upload a PNG or WebP.`,
  attribute: (name: string) =>
    `The SVG logo contains the attribute ${name}, which logos may not use. Export it again as plain SVG (no editor data), or upload a PNG or WebP.`,
  encoding: (name: string) =>
    `The SVG logo declares the text encoding ${name}; we accept only UTF-8 (a browser would read any other encoding differently from our check). Save it again as UTF-8 SVG, or upload a PNG or WebP.`,
  namespace: (name: string) =>
    `The SVG logo declares the XML namespace ${name}, which logos may not use. Export it again as plain SVG, or upload a PNG or WebP.`,
} as const;

class Refused extends Error {}
const refuse = (message: string): never => {
  throw new Refused(message);
};

/** XML text → characters: the five predefined entities and numeric references only. */
function decodeEntities(text: string): string {
  return text.replace(/&([^;&\s]*);?/g, (whole, name: string) => {
    if (!whole.endsWith(";")) return refuse(MESSAGES.malformed("a bare & that is not an entity"));
    const numeric = /^#(?:x([0-9a-f]{1,6})|([0-9]{1,7}))$/i.exec(name);
    if (numeric) {
      const code = numeric[1] ? parseInt(numeric[1], 16) : Number(numeric[2]);
      if (code > 0x10ffff || code === 0) return refuse(MESSAGES.malformed("a character reference out of range"));
      return String.fromCodePoint(code);
    }
    return NAMED_ENTITIES[name] ?? refuse(MESSAGES.entities);
  });
}

/** A value as a browser reads it as a URL: no whitespace or control characters, lower case. */
const squeezed = (value: string) => value.replace(/[\s\u0000-\u001f\u007f]+/g, "").toLowerCase();

/** url(…) references must point inside the file (#id). */
function checkUrls(value: string): void {
  const lower = squeezed(value);
  if (lower.includes("javascript:") || lower.includes("vbscript:") || lower.includes("data:text/html")) refuse(MESSAGES.link);
  for (const match of lower.matchAll(/url\(([^)]*)\)?/g)) {
    const target = (match[1] ?? "").replace(/^["']/, "");
    if (!target.startsWith("#")) refuse(MESSAGES.outside);
  }
}

/** CSS in a <style> element or a style attribute: declarations only, nothing that loads or escapes. */
function checkCss(css: string): void {
  if (css.includes("@")) refuse(MESSAGES.css("an @ rule such as @import or @font-face"));
  if (css.includes("\\")) refuse(MESSAGES.css("a backslash escape"));
  const lower = squeezed(css);
  if (lower.includes("expression(") || lower.includes("-moz-binding") || lower.includes("behavior:")) refuse(MESSAGES.css("a script binding"));
  if (css.includes("<")) refuse(MESSAGES.css("markup"));
  checkUrls(css);
}

function checkHref(value: string): void {
  const target = squeezed(value);
  if (target.startsWith("#")) return;
  if (/^data:image\/(?:png|jpeg|webp);base64,[a-z0-9+/=]*$/.test(target)) return;
  checkUrls(value);
  refuse(MESSAGES.outside);
}

function checkElementName(name: string): void {
  const local = name.includes(":") ? name.slice(name.indexOf(":") + 1) : name;
  const lowerLocal = local.toLowerCase();
  if (lowerLocal === "script") refuse(MESSAGES.script);
  if (lowerLocal === "a") refuse(MESSAGES.link);
  if (EMBEDDING.has(lowerLocal)) refuse(MESSAGES.embed);
  if (ANIMATION.has(lowerLocal)) refuse(MESSAGES.animation);
  // A prefix can bind any namespace (xmlns:s="…svg" makes <s:script> a real script): none are taken.
  if (name.includes(":") || !ELEMENTS.has(name)) refuse(MESSAGES.element(name));
}

function checkAttribute(name: string, rawValue: string): void {
  if (/^on/i.test(name) || /:on/i.test(name)) refuse(MESSAGES.handler);
  const value = decodeEntities(rawValue);
  if (name === "xmlns") {
    if (value !== SVG_NS) refuse(MESSAGES.namespace(value || "(empty)"));
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
  const expect = (token: string, what: string) => {
    const at = text.indexOf(token, pos);
    if (at < 0) refuse(MESSAGES.malformed(`${what} is not closed`));
    return at;
  };
  while (pos < text.length) {
    if (text.startsWith("<?", pos)) {
      const end = expect("?>", "a processing instruction");
      const target = /^<\?([^\s?]+)/.exec(text.slice(pos, end + 2))?.[1] ?? "";
      // Only the XML declaration, and only first (xml-stylesheet loads outside CSS).
      if (target !== "xml" || rootSeen || text.slice(0, pos).trim() !== "") {
        refuse(target === "xml-stylesheet" ? MESSAGES.outside : MESSAGES.malformed(`a processing instruction <?${target}`));
      }
      // The declared encoding decides how a browser decodes the bytes; we checked them as UTF-8, so
      // any other declaration (UTF-16, ISO-8859-1, UTF-7…) could make the browser see another file.
      const encoding = /\sencoding\s*=\s*(?:"([^"]*)"|'([^']*)')/.exec(text.slice(pos, end));
      const declared = encoding?.[1] ?? encoding?.[2];
      if (declared !== undefined && declared.toLowerCase() !== "utf-8") refuse(MESSAGES.encoding(declared));
      pos = end + 2;
    } else if (text.startsWith("<!--", pos)) {
      pos = expect("-->", "a comment") + 3;
    } else if (text.startsWith("<![CDATA[", pos)) {
      const end = expect("]]>", "a CDATA section");
      // Drawing programs wrap <style> in CDATA; anywhere else it could hide markup from a reader.
      if (open.at(-1) !== "style") refuse(MESSAGES.malformed("a CDATA section outside <style>"));
      checkCss(text.slice(pos + 9, end));
      pos = end + 3;
    } else if (text.startsWith("<!", pos)) {
      refuse(MESSAGES.entities);
    } else if (text.startsWith("</", pos)) {
      const name = NAME.exec(text.slice(pos + 2))?.[0] ?? "";
      const end = expect(">", `</${name}`);
      if (text.slice(pos + 2 + name.length, end).trim() !== "") refuse(MESSAGES.malformed(`</${name}`));
      if (open.pop() !== name) refuse(MESSAGES.malformed(`</${name}> does not close the open element`));
      pos = end + 1;
    } else if (text[pos] === "<") {
      const name = NAME.exec(text.slice(pos + 1))?.[0];
      if (!name) refuse(MESSAGES.malformed("a < that starts no element"));
      if (open.length === 0) {
        if (rootSeen) refuse(MESSAGES.malformed("more than one root element"));
        if (name !== "svg") refuse(MESSAGES.notSvg);
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
        if (space === 0) refuse(MESSAGES.malformed(`attributes of <${name}> are not separated`));
        const attribute = /^([^\s=/>"']+)\s*=\s*(["'])/.exec(text.slice(pos));
        if (!attribute) refuse(MESSAGES.malformed(`an attribute of <${name}> without a quoted value`));
        const [whole, attributeName, quote] = attribute!;
        const valueStart = pos + whole.length;
        const valueEnd = text.indexOf(quote!, valueStart);
        if (valueEnd < 0) refuse(MESSAGES.malformed(`the attribute ${attributeName} is not closed`));
        const rawValue = text.slice(valueStart, valueEnd);
        if (rawValue.includes("<")) refuse(MESSAGES.malformed(`a < inside the attribute ${attributeName}`));
        if (seen.has(attributeName!)) refuse(MESSAGES.malformed(`the attribute ${attributeName} is given twice`));
        seen.add(attributeName!);
        checkAttribute(attributeName!, rawValue);
        pos = valueEnd + 1;
      }
    } else {
      const next = text.indexOf("<", pos);
      const end = next < 0 ? text.length : next;
      const chunk = text.slice(pos, end);
      if (open.length === 0 && chunk.trim() !== "") refuse(rootSeen ? MESSAGES.malformed("text after the <svg> element") : MESSAGES.notSvg);
      const decoded = decodeEntities(chunk);
      if (open.at(-1) === "style") checkCss(decoded);
      pos = end;
    }
  }
  if (!rootSeen) refuse(MESSAGES.notSvg);
  if (open.length > 0) refuse(MESSAGES.malformed(`<${open.at(-1)}> is not closed`));
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
