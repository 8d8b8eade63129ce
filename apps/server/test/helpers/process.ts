import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { scratchDatabase } from './app';

/** The built server bundle: global-setup.ts builds it once per run. */
export const dist = path.resolve(__dirname, '../../dist');

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const port = (srv.address() as net.AddressInfo).port;
  await new Promise((r) => srv.close(r));
  return port;
}

/** `npm run create-admin` as the built command, run to completion. */
export function createAdmin(env: NodeJS.ProcessEnv, ...args: string[]) {
  return spawnSync(process.execPath, [path.join(dist, 'create-admin.js'), ...args], { env, encoding: 'utf8', timeout: 60_000 });
}

export interface ServerProcess {
  child: ChildProcess;
  /** Everything it wrote so far, stdout and stderr. */
  output: () => string;
  /** Its exit code (null when killed by a signal). */
  exited: Promise<number | null>;
}

/** Starts the built server (or the `main` given) with `env`, which names its PORT and DATA_DIR. */
export function startServer(env: NodeJS.ProcessEnv, main = path.join(dist, 'main.js')): ServerProcess {
  const child = spawn(process.execPath, [main], { env });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  return { child, output: () => out, exited };
}

/** Waits until the server on `port` answers /api/health; fails with what it wrote if it never does. */
export async function waitReady(port: number, server: ServerProcess) {
  // Generous: a busy 2-core CI machine can take a while to start PGlite.
  for (let i = 0; i < 480; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become ready:\n${server.output()}`);
}

/**
 * Runs `fn` with the DATABASE_URL a real server process should use in this vitest project: '' (the
 * embedded PGlite) in the pglite project; in the postgres project an empty scratch database, dropped
 * afterwards.
 */
export async function withProjectDatabase<T>(fn: (databaseUrl: string) => Promise<T>): Promise<T> {
  if (process.env.TEST_DB_KIND !== 'postgres') return fn('');
  const scratch = await scratchDatabase();
  try {
    return await fn(scratch.url);
  } finally {
    await scratch.drop();
  }
}
