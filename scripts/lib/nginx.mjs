// nginx in front of the nodes, from ops/nginx/rcwb.conf.template (docs/deploy.md, "nginx"):
// rendered, checked with `nginx -t` and started, for `npm run cluster` (scripts/cluster.mjs) and
// the Lighthouse bench, which measures the public pages as a deployment serves them.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { ensureDebianPackages } from './debian.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const MODULES = '/usr/lib/nginx/modules';
/** Debian's libnginx-mod-http-brotli-filter; the static module is packaged apart (and not everywhere). */
const BROTLI_FILTER = `${MODULES}/ngx_http_brotli_filter_module.so`;
const BROTLI_STATIC = `${MODULES}/ngx_http_brotli_static_module.so`;

/**
 * The template filled in. `tls` ({ cert, key }) serves HTTPS with HTTP/2 (one connection carrying
 * every request of a page, as browsers get it from a deployment with a certificate); the lines of
 * the template marked "#brotli ", "#brotli-static " and "#tls " are switched on when so asked.
 */
export function renderNginx({ listen, upstreams, webDist, failTimeoutS, brotli, brotliStatic, tls }) {
  const template = fs.readFileSync(path.join(root, 'ops/nginx/rcwb.conf.template'), 'utf8');
  const switched = (text, mark, on) => text.replace(new RegExp(`^(\\s*)#${mark} `, 'gm'), on ? '$1' : '$1# ');
  let text = template
    .replace('{{LISTEN}}', tls ? `${listen} ssl http2` : listen)
    .replace(
      '{{UPSTREAMS}}',
      upstreams.map((u) => `  server ${u} max_fails=1 fail_timeout=${failTimeoutS}s;`).join('\n'),
    )
    .replaceAll('{{WEB_DIST}}', webDist)
    .replace('{{TLS_CERT}}', tls?.cert ?? '')
    .replace('{{TLS_KEY}}', tls?.key ?? '');
  text = switched(text, 'brotli', brotli);
  text = switched(text, 'brotli-static', brotliStatic);
  return switched(text, 'tls', Boolean(tls));
}

/** The main file: the modules, a minimal http block and the rendered server include. */
function nginxMain(dir, serverConf, modules) {
  return [
    ...modules.map((m) => `load_module ${m};`),
    // As root the workers would run as nobody, who may not read the built app in a home directory.
    ...(os.userInfo().uid === 0 ? ['user root;'] : []),
    'worker_processes 2;',
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/logs/nginx-error.log warn;`,
    'events { worker_connections 4096; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  sendfile on;',
    `  access_log ${dir}/logs/nginx-access.log;`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${dir}/nginx-${t};`),
    `  include ${serverConf};`,
    '}',
    '',
  ].join('\n');
}

/** A self-signed certificate for 127.0.0.1 and localhost (openssl), made once in `dir`. */
function selfSignedCertificate(dir) {
  const cert = path.join(dir, 'tls-cert.pem');
  const key = path.join(dir, 'tls-key.pem');
  if (!fs.existsSync(cert) || !fs.existsSync(key)) {
    const subject = '-subj /CN=127.0.0.1 -addext subjectAltName=IP:127.0.0.1,DNS:localhost';
    execFileSync(
      'openssl',
      [
        ...`req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 30 ${subject}`.split(' '),
        ...['-keyout', key, '-out', cert],
      ],
      { stdio: 'ignore' },
    );
  }
  return { cert, key };
}

/** Resolves once GET `url` answers 200 (a self-signed certificate accepted), rejects after `ms`. */
async function waitForOk(url, ms, alive) {
  const until = Date.now() + ms;
  const get = url.startsWith('https:') ? https.get : http.get;
  for (;;) {
    const status = await new Promise((resolve) => {
      const req = get(url, { rejectUnauthorized: false, timeout: 5000 }, (res) => {
        res.resume();
        resolve(res.statusCode);
      });
      req.on('error', () => resolve(0));
      req.on('timeout', () => req.destroy());
    });
    if (status === 200) return;
    if (!alive()) throw new Error(`nginx ended before ${url} answered`);
    if (Date.now() > until) throw new Error(`${url} did not answer through nginx within ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

/**
 * Starts nginx on 127.0.0.1:`port` in front of `upstreams` (host:port of the nodes), serving the
 * built app of `webDist`; its files and logs go in `dir`. Resolves once a node answers through it.
 * `tls: true` serves HTTPS and HTTP/2 with a self-signed certificate.
 */
export async function startNginx({
  dir,
  port,
  upstreams,
  webDist,
  failTimeoutS = 5,
  tls = false,
  log = () => {},
}) {
  ensureDebianPackages(tls ? ['nginx', 'openssl'] : ['nginx'], 'nginx in front of the nodes');
  fs.mkdirSync(path.join(dir, 'logs'), { recursive: true });
  const brotli = fs.existsSync(BROTLI_FILTER);
  const brotliStatic = brotli && fs.existsSync(BROTLI_STATIC);
  const serverConf = path.join(dir, 'rcwb.conf');
  fs.writeFileSync(
    serverConf,
    renderNginx({
      listen: `127.0.0.1:${port}`,
      upstreams,
      webDist,
      failTimeoutS,
      brotli,
      brotliStatic,
      tls: tls ? selfSignedCertificate(dir) : undefined,
    }),
  );
  const mainConf = path.join(dir, 'nginx.conf');
  const modules = [...(brotli ? [BROTLI_FILTER] : []), ...(brotliStatic ? [BROTLI_STATIC] : [])];
  fs.writeFileSync(mainConf, nginxMain(dir, serverConf, modules));
  const test = spawnSync('nginx', ['-t', '-q', '-c', mainConf], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t: ${test.stderr}`);

  const url = `${tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  log(
    `nginx on ${url}${tls ? ' (HTTP/2, self-signed certificate)' : ''}; brotli ${
      brotli
        ? brotliStatic
          ? 'on'
          : 'on for answers (no brotli_static module: assets go as .gz)'
        : 'off: libnginx-mod-http-brotli-filter is not installed'
    }`,
  );
  const nginx = spawn('nginx', ['-c', mainConf, '-g', 'daemon off;'], { stdio: 'inherit' });
  const stop = async () => {
    if (nginx.exitCode !== null || nginx.signalCode !== null) return;
    const ended = new Promise((resolve) => nginx.once('exit', resolve));
    nginx.kill('SIGQUIT');
    await ended;
  };
  try {
    await waitForOk(`${url}/api/web-auth/config`, 30_000, () => nginx.exitCode === null);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, stop };
}
