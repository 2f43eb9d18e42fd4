// The server's entry: checks the Node.js version before the app's code is even parsed.
// The build keeps this file apart (dist/server/main.js, for old Node.js too) and
// turns `./main` into the app's own bundle (dist/server/app.js): scripts/build-server.mjs.
import { nodeVersionProblem } from './platform/node-version.mjs';

const problem = nodeVersionProblem(process.versions.node);
if (problem) {
  console.error(problem);
  process.exit(1);
}
await import('./main');
