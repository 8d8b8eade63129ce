import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './process';

const BIN = '/usr/lib/postgresql/15/bin';

/** A throwaway PostgreSQL server of the test's own, on its own port: stopped and started at will, never the shared one. */
export interface Cluster {
  url: string;
  start(): void;
  /** `immediate` is a crash as far as clients can tell: every connection drops at once. */
  stop(): void;
  /** Stops it and removes its files. */
  destroy(): void;
}

/**
 * Makes a cluster (initdb) without starting it, or returns why it cannot (no PostgreSQL 15 binaries,
 * or root without a `postgres` user to run them as: the server refuses to run as root).
 */
export async function makeCluster(): Promise<Cluster | string> {
  if (!fs.existsSync(path.join(BIN, 'pg_ctl'))) return `no PostgreSQL binaries in ${BIN}`;
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }) : undefined;
  if (owner && owner.status !== 0) return 'running as root and there is no postgres user to run the server as';
  const run = (cmd: string, args: string[]) => {
    const full = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(BIN, cmd), ...args]] : [path.join(BIN, cmd), args];
    const r = spawnSync(full[0] as string, full[1] as string[], { encoding: 'utf8', timeout: 60_000 });
    if (r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr || r.stdout || r.error}`);
  };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sewee-pg-'));
  if (asRoot) spawnSync('chown', ['postgres:postgres', dir]);
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync', '--no-instructions']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=40`;
  let running = false;
  const cluster: Cluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start() {
      run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start']);
      running = true;
    },
    stop() {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      running = false;
    },
    destroy() {
      try {
        if (running) cluster.stop();
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
  return cluster;
}
