import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seededFrameOrigins } from '../../../fake-api/seed/menus';
import { freePort } from './processes';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const TEMPLATES = join(process.cwd(), 'deploy', 'nginx');

export interface NginxOptions {
  dist: string;
  gateway: string;
  storageOrigin: string;
}

export interface RunningNginx {
  url: string;
  stop(): Promise<void>;
}

/** `${NAME}` replaced for the listed names only, as `envsubst '${A} ${B}'` does in docs/DEPLOY.md. */
function renderTemplate(text: string, values: Record<string, string>): string {
  return text.replace(/\$\{([A-Z_]+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** deploy/nginx/portal.conf rendered as docs/DEPLOY.md says, under a throwaway nginx prefix. */
export async function startNginx(options: NginxOptions): Promise<RunningNginx> {
  const prefix = mkdtempSync(join(tmpdir(), 'portal-nginx-'));
  for (const dir of ['logs', 'temp']) mkdirSync(join(prefix, dir));
  const port = await freePort();
  const values = {
    PORTAL_PORT: `127.0.0.1:${port}`,
    PORTAL_DIST: options.dist,
    PORTAL_CONF_DIR: prefix,
    BLADEX_GATEWAY: options.gateway,
    STORAGE_ORIGIN: options.storageOrigin,
    FRAME_ORIGINS: seededFrameOrigins().join(' '),
  };
  for (const name of ['portal.conf', 'security-headers.conf']) {
    writeFileSync(
      join(prefix, name),
      renderTemplate(readFileSync(join(TEMPLATES, name), 'utf8'), values),
    );
  }
  writeFileSync(join(prefix, 'nginx.conf'), mainConf(prefix));
  const child = spawn(NGINX, ['-p', prefix, '-c', join(prefix, 'nginx.conf')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(url, child, () => output);
  return { url, stop: () => stop(child) };
}

/** A main configuration around the server block, the way /etc/nginx/nginx.conf includes it. */
function mainConf(prefix: string): string {
  const asRoot = process.getuid?.() === 0 ? 'user root;' : '';
  const temp = (name: string) => join(prefix, 'temp', name);
  return `${asRoot}
daemon off;
worker_processes 1;
pid ${join(prefix, 'nginx.pid')};
error_log ${join(prefix, 'logs', 'error.log')} warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  include ${join(prefix, 'portal.conf')};
}
`;
}

async function waitUntilAnswering(url: string, child: ChildProcess, output: () => string) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null)
      throw new Error(`nginx exited with ${child.exitCode}: ${output()}`);
    try {
      await fetch(`${url}/`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`nginx did not answer on ${url}: ${output()}`);
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGQUIT');
  });
}
