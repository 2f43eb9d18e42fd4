// Writes dist/web/prerendered/auth.html: index.html with the /auth page already rendered in its root
// (web/src/server-render.tsx, built for Node into dist/server-render). The server sends it for /auth.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const { renderPage } = await import(path.join(root, 'dist/server-render/server-render.js'));
const index = fs.readFileSync(path.join(root, 'dist/web/index.html'), 'utf8');
if (!index.includes('<div id="root"></div>')) throw new Error('dist/web/index.html: no empty <div id="root"></div>');
const html = await renderPage('/auth');
fs.mkdirSync(path.join(root, 'dist/web/prerendered'), { recursive: true });
fs.writeFileSync(path.join(root, 'dist/web/prerendered/auth.html'), index.replace('<div id="root"></div>', `<div id="root">${html}</div>`));
