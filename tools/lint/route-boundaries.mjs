// ESLint rule: code under web/routes/<area>/ is private to its route family. Another area may not
// import it: what several routes share belongs in web/components/ (UI) or web/lib/ (logic), pure
// rules in domain/. So a newcomer finds a page's code beside its URL, and moving a page never
// breaks another.
import { dirname, relative, resolve, sep } from "node:path";

const ROUTES_DIR = resolve(import.meta.dirname, "..", "..", "web", "routes");

/** "charging-plan" for web/routes/charging-plan/wizard/X.tsx; undefined outside web/routes. */
function areaOf(file) {
  const path = relative(ROUTES_DIR, file);
  if (path.startsWith("..") || path === "") return undefined;
  return path.split(sep)[0];
}

export const routeBoundaries = {
  meta: {
    type: "problem",
    docs: { description: "A route may import only its own route family's modules under web/routes/." },
    schema: [],
    messages: {
      private:
        "{{target}} belongs to the {{targetArea}} route; {{area}} may not import it. Move what both use to web/components/ or web/lib/.",
    },
  },
  create(context) {
    const area = areaOf(context.filename);
    // Tests may render any page (a test of the 404 next to the legal pages' tests is fine).
    if (!area || /\.test\.[jt]sx?$/.test(context.filename)) return {};
    const check = (node, source) => {
      if (typeof source !== "string" || !source.startsWith(".")) return;
      const target = resolve(dirname(context.filename), source);
      const targetArea = areaOf(target);
      if (targetArea && targetArea !== area) {
        context.report({ node, messageId: "private", data: { target: source, targetArea, area } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === "Literal" && check(node, node.source.value),
    };
  },
};
