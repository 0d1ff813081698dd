// The SVG logo allowlist (issue 25): every bypass of the old pattern filter and the classic attacks
// are refused with the message the dealer sees; plain drawings as drawing programs export them pass.
import { describe, expect, it } from "vitest";
import { unsafeSvgReason } from "./svg-logo";

const svg = (inner: string, attributes = "") => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"${attributes}>${inner}</svg>`;

const SCRIPT = "The SVG logo contains a script. Logos cannot run code: export the SVG again without scripts, or upload a PNG or WebP.";
const HANDLER =
  "The SVG logo contains an event handler (an on… attribute such as onload), which can run code. Export it again without interactivity, or upload a PNG or WebP.";
const LINK = "The SVG logo contains a javascript: or HTML link, which can run code. Remove the link, or upload a PNG or WebP.";
const EMBED =
  "The SVG logo embeds other content (foreignObject, iframe, embed or object). Logos must be a plain drawing: upload a simpler SVG, a PNG or a WebP.";
const ENTITIES = "The SVG logo declares a DOCTYPE or entities, which we do not accept. Export it again as plain SVG, or upload a PNG or WebP.";
const OUTSIDE = "The SVG logo refers to an outside file or address. Logos must be self-contained: embed the images, or upload a PNG or WebP.";
const ANIMATION = "The SVG logo contains animation (animate or set). Logos must be a still drawing: export it without animation, or upload a PNG or WebP.";
const css = (what: string) => `The SVG logo's CSS contains ${what}, which we do not accept. Use plain fill and stroke styles, or upload a PNG or WebP.`;

describe("SVG logo allowlist", () => {
  it.each([
    ["prefixed <s:script> bound to the SVG namespace", svg('<s:script xmlns:s="http://www.w3.org/2000/svg">alert(1)</s:script>'), SCRIPT],
    [
      "a prefix declared on the root (refused before its <s:script> is read)",
      svg("<s:script>alert(1)</s:script>", ' xmlns:s="http://www.w3.org/2000/svg"'),
      "The SVG logo declares the XML namespace xmlns:s, which logos may not use. Export it again as plain SVG, or upload a PNG or WebP.",
    ],
    ["prefixed foreignObject", svg('<s:foreignObject xmlns:s="http://www.w3.org/2000/svg"><b xmlns="http://www.w3.org/1999/xhtml">x</b></s:foreignObject>'), EMBED],
    [
      "entity-encoded javascript: in <animate values>",
      svg('<a><animate attributeName="href" values="&#106;avascript:alert(1)"/><text y="5">Go</text></a>'),
      LINK,
    ],
    ["<animate values> on its own", svg('<animate attributeName="href" values="&#x6A;avascript:alert(1)"/>'), ANIMATION],
    ["<set> of an event handler", svg('<set attributeName="onmouseover" to="alert(1)"/>'), ANIMATION],
    ["CSS @import in <style>", svg("<style>@import url(https://tracker.example/x.css);</style>"), css("an @ rule such as @import or @font-face")],
    ["CSS @import in CDATA", svg("<style><![CDATA[@import 'https://tracker.example/x.css';]]></style>"), css("an @ rule such as @import or @font-face")],
    ["CSS @import hidden by an escape", svg("<style>\\40 import url(x.css);</style>"), css("a backslash escape")],
    ["entity-encoded @import", svg("<style>&#64;import url(x.css);</style>"), css("an @ rule such as @import or @font-face")],
    ["outside url() in a style attribute", svg('<rect width="1" height="1" style="fill:url(https://tracker.example/p.svg#g)"/>'), OUTSIDE],
    ["<script>", svg("<script>alert(1)</script>"), SCRIPT],
    ["<SCRIPT> in capitals", svg("<SCRIPT>alert(1)</SCRIPT>"), SCRIPT],
    ["onload", svg('<rect width="1" height="1" onload="alert(1)"/>'), HANDLER],
    ["javascript: link", svg('<a href="javascript:alert(1)"><rect width="1" height="1"/></a>'), LINK],
    ["javascript: in <use> with a tab", svg('<use href="java&#x09;script:alert(1)"/>'), LINK],
    ["foreignObject", svg("<foreignObject><iframe/></foreignObject>"), EMBED],
    ["iframe", svg("<iframe/>"), EMBED],
    ["feImage", svg('<filter id="f"><feImage href="https://tracker.example/x.png"/></filter>'), EMBED],
    ["DOCTYPE with entities", `<!DOCTYPE svg [<!ENTITY x "y">]>${svg("<text>&x;</text>")}`, ENTITIES],
    ["an undeclared entity", svg("<text>&x;</text>"), ENTITIES],
    ["outside image", svg('<image href="https://tracker.example/x.png"/>'), OUTSIDE],
    ["outside <use>", svg('<use xlink:href="https://tracker.example/s.svg#a"/>', ' xmlns:xlink="http://www.w3.org/1999/xlink"'), OUTSIDE],
    ["an SVG data image (could carry its own script)", svg('<image href="data:image/svg+xml;base64,PHN2Zz4="/>'), OUTSIDE],
    ["xml-stylesheet", `<?xml-stylesheet href="https://tracker.example/x.css"?>${svg("")}`, OUTSIDE],
    ["an XHTML default namespace inside", svg('<g xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></g>'), "The SVG logo declares the XML namespace http://www.w3.org/1999/xhtml, which logos may not use. Export it again as plain SVG, or upload a PNG or WebP."],
    ["an unknown element", svg("<blink/>"), "The SVG logo contains the element <blink>, which logos may not use. Logos must be a plain drawing (shapes, paths, gradients, text): export it again as plain SVG, or upload a PNG or WebP."],
    ["an editor attribute", svg('<g inkscape:label="Layer 1"/>'), "The SVG logo contains the attribute inkscape:label, which logos may not use. Export it again as plain SVG (no editor data), or upload a PNG or WebP."],
    ["not an SVG", "<html><body>hi</body></html>", "The file is not an SVG image (no <svg> element found)."],
    ["plain text", "hello", "The file is not an SVG image (no <svg> element found)."],
    ["unclosed", '<svg xmlns="http://www.w3.org/2000/svg"><g>', "The SVG logo is not well-formed XML (<g> is not closed). Export it again from your drawing program, or upload a PNG or WebP."],
  ])("refuses %s", (_label, source, message) => {
    expect(unsafeSvgReason(source)).toBe(message);
  });

  it.each([
    ["a plain rectangle", svg('<rect width="10" height="10" fill="#c00"/>')],
    [
      "an Illustrator-style export",
      `<?xml version="1.0" encoding="utf-8"?>
<!-- Generator: Adobe Illustrator 27.0.0, SVG Export Plug-In . SVG Version: 6.00 Build 0)  -->
<svg version="1.1" id="Layer_1" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" x="0px" y="0px"
	 viewBox="0 0 100 40" style="enable-background:new 0 0 100 40;" xml:space="preserve">
<style type="text/css">
	.st0{fill:#E30613;}
	.st1{fill:url(#SVGID_1_);}
</style>
<linearGradient id="SVGID_1_" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="100" y2="40">
	<stop offset="0" style="stop-color:#FFFFFF"/>
	<stop offset="1" style="stop-color:#000000"/>
</linearGradient>
<path class="st0" d="M0,0h50v40H0V0z"/>
<rect x="50" class="st1" width="50" height="40"/>
<text transform="matrix(1 0 0 1 5 30)" font-family="Arial" font-size="12">Smith &amp; Sons</text>
</svg>
`,
    ],
    ["CSS in CDATA", svg("<style><![CDATA[.a{fill:#123456}]]></style><circle class=\"a\" cx=\"5\" cy=\"5\" r=\"4\"/>")],
    ["an internal <use> and an embedded PNG", svg('<defs><path id="p" d="M0 0h1v1z"/></defs><use href="#p"/><image width="1" height="1" href="data:image/png;base64,iVBORw0KGgo="/>')],
    ["a blur filter", svg('<filter id="b"><feGaussianBlur stdDeviation="1"/></filter><rect width="5" height="5" filter="url(#b)"/>')],
  ])("accepts %s", (_label, source) => {
    expect(unsafeSvgReason(source)).toBeUndefined();
  });
});

// Issue 28: the bytes are checked as UTF-8, so the file may not tell a browser to read them otherwise.
describe("the declared XML encoding", () => {
  const encoding = (name: string) =>
    `The SVG logo declares the text encoding ${name}; we accept only UTF-8 (a browser would read any other encoding differently from our check). Save it again as UTF-8 SVG, or upload a PNG or WebP.`;

  it.each(["UTF-16", "utf-16le", "ISO-8859-1", "UTF-7", "windows-1252", "US-ASCII", ""])("refuses encoding=%j", (name) => {
    expect(unsafeSvgReason(`<?xml version="1.0" encoding="${name}"?>${svg("<rect width='1' height='1'/>")}`)).toBe(encoding(name));
    expect(unsafeSvgReason(`<?xml version='1.0' encoding='${name}' standalone='no'?>${svg("")}`)).toBe(encoding(name));
  });

  it.each([
    ["UTF-8", '<?xml version="1.0" encoding="UTF-8"?>'],
    ["utf-8 in lower case", "<?xml version='1.0' encoding='utf-8'?>"],
    ["no encoding declared (XML's default is UTF-8)", '<?xml version="1.0" standalone="no"?>'],
    ["no declaration at all", ""],
  ])("accepts %s", (_label, declaration) => {
    expect(unsafeSvgReason(`${declaration}${svg('<rect width="1" height="1" fill="#123456"/>')}`)).toBeUndefined();
  });
});
