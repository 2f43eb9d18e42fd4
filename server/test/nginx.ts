import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * The deployment guide's nginx site (docs/deploy/nginx-site.conf), run as written with the
 * real nginx in front of the app servers; only its ports, certificate and upstream servers
 * are put to the test's.
 */
const NGINX = '/usr/sbin/nginx';
export const NGINX_SITE = path.resolve(import.meta.dirname, '../../docs/deploy/nginx-site.conf');

export interface RunningNginx {
  httpsPort: number;
  httpPort: number;
  stop(): Promise<void>;
}

/** `text` with `from` replaced by `to`: `from` must be there, so the site file and the tests cannot part ways unnoticed. */
function put(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`${NGINX_SITE}: il file non contiene più «${from}»`);
  return text.split(from).join(to);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer().on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Starts nginx with the site in front of the app servers on `appPorts` (127.0.0.1), its own certificate for gestionale.example.com. */
export async function startNginx(appPorts: number[]): Promise<RunningNginx> {
  if (!fs.existsSync(NGINX)) {
    throw new Error(`Questo test richiede nginx (${NGINX}), che manca: installalo con «apt-get install -y nginx».`);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcadia-nginx-'));
  const [httpsPort, httpPort] = [await freePort(), await freePort()];
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=gestionale.example.com',
    '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')], { stdio: 'ignore' });

  let site = fs.readFileSync(NGINX_SITE, 'utf8');
  site = put(site, 'listen 443 ssl;', `listen 127.0.0.1:${httpsPort} ssl;`);
  site = put(site, 'listen 80;', `listen 127.0.0.1:${httpPort};`);
  site = put(site, '/etc/letsencrypt/live/gestionale.example.com/fullchain.pem', path.join(dir, 'cert.pem'));
  site = put(site, '/etc/letsencrypt/live/gestionale.example.com/privkey.pem', path.join(dir, 'key.pem'));
  site = put(site, 'server 127.0.0.1:3000;', appPorts.map((port) => `server 127.0.0.1:${port};`).join('\n    '));
  // As root, workers run as root too: they write their temporary files in this folder.
  const conf = `daemon off;
user root;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events {}
http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${site}
}
`;
  fs.writeFileSync(path.join(dir, 'nginx.conf'), conf);
  const nginx = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], { stdio: 'ignore' });
  const exited = new Promise<never>((_, reject) =>
    nginx.on('exit', (code) => reject(new Error(`nginx si è fermato (codice ${code}): ${fs.readFileSync(path.join(dir, 'error.log'), 'utf8')}`))),
  );
  const listening = (async () => {
    for (;;) {
      const up = await new Promise<boolean>((resolve) => {
        const socket = net.connect(httpsPort, '127.0.0.1', () => resolve(socket.end() !== undefined)).on('error', () => resolve(false));
      });
      if (up) return;
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  await Promise.race([listening, exited]);
  return {
    httpsPort,
    httpPort,
    async stop() {
      nginx.removeAllListeners('exit');
      if (nginx.exitCode === null) {
        const gone = new Promise((resolve) => nginx.once('exit', resolve));
        nginx.kill('SIGTERM');
        await gone;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
