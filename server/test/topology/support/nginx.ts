import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../support/server-process.js';

/** deploy/nginx/proxy.conf: how docker-compose's load balancer passes and retries requests. */
export const SHARED_PROXY_CONF = fileURLToPath(new URL('../../../../deploy/nginx/proxy.conf', import.meta.url));

export interface NginxProcess {
  readonly url: string;
  readonly child: ChildProcess;
  /** Its error log so far (upstream failures and retries are logged there). */
  errorLog(): string;
  stop(): Promise<void>;
}

/**
 * Debian's nginx in the foreground with a config generated in `dir`: the upstreams are the given app
 * ports, and every request is passed with deploy/nginx/proxy.conf, the file production's nginx includes.
 * Only the upstream list differs from deploy/nginx/nginx.conf (fixed loopback ports here, Docker's DNS there).
 */
export async function startNginx(dir: string, upstreamPorts: number[], binary = process.env.NGINX ?? 'nginx'): Promise<NginxProcess> {
  const port = await freePort();
  const conf = join(dir, 'nginx.conf');
  // Started as root (CI), nginx switches its workers to `nobody`, who may not read a private temp folder.
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  writeFileSync(
    conf,
    `${user}
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${join(dir, 'client_body')};
  proxy_temp_path ${join(dir, 'proxy')};
  fastcgi_temp_path ${join(dir, 'fastcgi')};
  uwsgi_temp_path ${join(dir, 'uwsgi')};
  scgi_temp_path ${join(dir, 'scgi')};
  upstream travel_app {
${upstreamPorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join('\n')}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      include ${SHARED_PROXY_CONF};
    }
  }
}
`,
  );
  const child = spawn(binary, ['-p', dir, '-c', conf, '-e', join(dir, 'error.log'), '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const spawnError = new Promise<Error>((resolve) => child.once('error', resolve));
  const errorLog = () => {
    try {
      return readFileSync(join(dir, 'error.log'), 'utf8');
    } catch {
      return '';
    }
  };
  const url = `http://127.0.0.1:${port}`;
  for (const started = Date.now(); Date.now() - started < 15_000; ) {
    const failed = await Promise.race([spawnError, new Promise<undefined>((resolve) => setTimeout(resolve, 100, undefined))]);
    if (failed) throw new Error(`nginx could not be started (${failed.message}): install Debian's nginx package`);
    if (child.exitCode !== null) break;
    try {
      // Any answer at all (even a 502 while the apps start) means nginx listens.
      await fetch(`${url}/health`, { signal: AbortSignal.timeout(1_000) });
      return {
        url,
        child,
        errorLog,
        stop: async () => {
          // SIGQUIT: graceful; nginx's workers exit with the master.
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
          await exited;
        },
      };
    } catch {
      // Not listening yet.
    }
  }
  child.kill('SIGKILL');
  throw new Error(`nginx did not start on port ${port}. Its output:\n${output}\n${errorLog()}`);
}
