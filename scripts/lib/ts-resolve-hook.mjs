// Node resolve hook: lets a script import domain/ TypeScript whose own relative imports have no
// extension (as the bundlers expect). Node 22 strips the types; this adds the ".ts" it cannot guess.
// Registered by scripts that need it: `register("./lib/ts-resolve-hook.mjs", import.meta.url)`.
export async function resolve(specifier, context, nextResolve) {
  try {
    return await nextResolve(specifier, context);
  } catch (error) {
    const relative = specifier.startsWith("./") || specifier.startsWith("../");
    if (!relative || /\.[cm]?[jt]s$/.test(specifier) || !context.parentURL?.endsWith(".ts")) throw error;
    return nextResolve(`${specifier}.ts`, context);
  }
}
