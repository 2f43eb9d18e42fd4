// The Node.js the app needs, checked before any of its code is loaded: by
// scripts/start.mjs (`npm start`) and by the server's entry (server/start.ts,
// dist/server/main.js). Plain JavaScript in syntax an old Node.js still parses,
// so that it can say what is wrong instead of failing on the app's own syntax.

/** The lowest Node.js the app runs on: package.json's `engines.node`. */
export const MIN_NODE_VERSION = '20.19';

/**
 * What is wrong with running on Node.js `version` (as in `process.versions.node`,
 * e.g. '18.20.4'), in Italian, or null when it is recent enough.
 */
export function nodeVersionProblem(version) {
  const found = String(version).replace(/^v/, '').split('.').map(Number);
  const needed = MIN_NODE_VERSION.split('.').map(Number);
  for (let i = 0; i < needed.length; i++) {
    const part = found[i] || 0;
    if (part > needed[i]) return null;
    if (part < needed[i]) {
      return (
        'Arcadia richiede Node.js ' + MIN_NODE_VERSION + ' o più recente (trovato ' + version + ').\n' +
        'Aggiorna Node.js (https://nodejs.org, oppure con il gestore di pacchetti del sistema o nvm) e riavvia.'
      );
    }
  }
  return null;
}
