import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { captureLog } from '../../test/log';
import { spaPages, withPageData } from './spa';

describe('withPageData', () => {
  const noLinks = { terms: null, privacy: null };
  const page = '<html><head><title>x</title></head><body><div id="root"></div></body></html>';

  it('writes the person into the head as a JSON block the app reads back', () => {
    const html = withPageData(page, { id: 'u1', email: 'a@b.it', name: 'Anna', nameRequired: false, timeZone: 'Europe/Rome', role: 'admin', twoFactorEnabled: false, twoFactorSetupRequired: false }, noLinks);
    const block = /<script type="application\/json" id="session">(.*?)<\/script>/.exec(html);
    expect(JSON.parse(block![1]!)).toEqual({ id: 'u1', email: 'a@b.it', name: 'Anna', nameRequired: false, timeZone: 'Europe/Rome', role: 'admin', twoFactorEnabled: false, twoFactorSetupRequired: false });
  });

  it('writes null for nobody', () => {
    expect(withPageData(page, null, noLinks)).toContain('<script type="application/json" id="session">null</script>');
  });

  it('writes the firm\'s legal links, null where unset', () => {
    const html = withPageData(page, null, { terms: 'https://www.studio.example/termini', privacy: null });
    expect(html).toContain('<script type="application/json" id="legal-links">{"terms":"https://www.studio.example/termini","privacy":null}</script></head>');
  });

  it('keeps a name with markup from closing the block', () => {
    const name = '</script><script>alert(1)</script><!--';
    const html = withPageData(page, { id: 'u1', email: 'a@b.it', name, nameRequired: false, timeZone: 'Europe/Rome', role: null, twoFactorEnabled: false, twoFactorSetupRequired: false }, noLinks);
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    const block = /id="session">(.*?)<\/script>/.exec(html);
    expect(JSON.parse(block![1]!).name).toBe(name);
  });
});

describe('spaPages: a signed-in page rendered on the server', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcadia-spa-'));
  const web = path.join(dir, 'web');
  fs.mkdirSync(web);
  fs.writeFileSync(path.join(web, 'index.html'), '<html><head></head><body><div id="root"></div></body></html>');
  fs.writeFileSync(path.join(web, 'route-preloads.json'), JSON.stringify({ entry: ['/assets/index.js'], routes: { '/': ['/assets/Dashboard.js'], '/clienti': ['/assets/Clients.js'] } }));
  // Stand-ins for dist/server-render: one echoing what it was asked to render ($& and $1 test that
  // the markup goes in as it is), one failing like a page that breaks on the server.
  const echo = path.join(dir, 'echo.mjs');
  fs.writeFileSync(echo, 'export async function renderPage(location, request) { return `<main>${location} per ${request.person.name} $& $1 (${request.cookie})</main>`; }');
  const failing = path.join(dir, 'failing.mjs');
  fs.writeFileSync(failing, 'export async function renderPage() { throw new Error("window is not defined"); }');
  const person = { id: 'u1', email: 'a@b.it', name: 'Anna', nameRequired: false, timeZone: 'Europe/Rome', role: 'admin' as const, twoFactorEnabled: false, twoFactorSetupRequired: false };
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('puts the markup in the root, busy until the browser takes it over, with no preload of the code: the page shows before it', async () => {
    const html = await spaPages(web, echo).rendered('/clienti', '/clienti?q=x', { person, cookie: 'sidebar:state=false' });
    expect(html).toContain('<div id="root" aria-busy="true"><main>/clienti?q=x per Anna $& $1 (sidebar:state=false)</main></div>');
    expect(html).not.toContain('modulepreload');
  });

  it('sends the plain page, with its preloads, when the page fails to render, and logs why', async () => {
    const log = captureLog();
    let html: string;
    try {
      html = await spaPages(web, failing).rendered('/', '/?token=segreto', { person, cookie: '' });
    } finally {
      log.restore();
    }
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/Dashboard.js">');
    expect(log.text()).not.toContain('segreto');
    expect(log.lines()).toEqual([expect.objectContaining({ level: 'error', msg: 'Pagina non resa sul server', path: '/', err: expect.objectContaining({ message: 'window is not defined' }) })]);
  });
});
