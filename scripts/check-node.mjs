// npm scripts must run on the Node 22 that the `node` devDependency installs
// (react-router 8 and wrangler need it; the machine's system Node is 20).
const major = Number(process.versions.node.split(".")[0]);
if (major < 22) {
  console.error(
    `\n\x1b[31mPlugPlan needs Node 22 for its scripts, but this is Node ${process.versions.node}.\x1b[0m\n` +
      "The project's `node` devDependency provides it at node_modules/.bin/node.\n" +
      "It is missing, probably because the install ran with --ignore-scripts.\n" +
      "Repair with:  npm rebuild node\n",
  );
  process.exit(1);
}
