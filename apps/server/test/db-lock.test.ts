import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DatabaseInUseError, lockEmbedded, pidAlive } from '../src/db/client';

/**
 * The embedded database's lock file holds its owner's pid. A server killed with SIGKILL stays a
 * zombie until its parent collects it; signal 0 still reaches a zombie, so the restart was refused.
 */
const cleanup: (() => void)[] = [];
afterEach(() => cleanup.splice(0).forEach((f) => f()));

/**
 * A zombie: `sh` starts a short `sleep` in the background and becomes a long `sleep`, which never
 * collects it. (The short one outlives the exec, so `sh` itself cannot collect it first.)
 */
async function zombie(): Promise<number> {
  const parent = spawn('sh', ['-c', 'sleep 1 & echo $!; exec sleep 60'], { stdio: ['ignore', 'pipe', 'ignore'] });
  cleanup.push(() => parent.kill('SIGKILL'));
  const pid = Number(await new Promise<string>((r) => parent.stdout.once('data', (d) => r(String(d)))));
  for (let i = 0; i < 500 && !/\) Z /.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8')); i++) {
    await new Promise((r) => setTimeout(r, 20));
  }
  return pid;
}

function lockedDir(ownerPid: number) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sewee-lock-'));
  cleanup.push(() => fs.rmSync(root, { recursive: true, force: true }));
  fs.writeFileSync(path.join(root, 'db.lock'), String(ownerPid));
  return path.join(root, 'db');
}

describe.runIf(process.platform === 'linux')('the embedded database lock', () => {
  it('treats a zombie owner as gone: the restart takes the lock', async () => {
    const pid = await zombie();
    expect(fs.readFileSync(`/proc/${pid}/stat`, 'utf8')).toMatch(/\) Z /);
    expect(pidAlive(pid)).toBe(false);
    const dir = lockedDir(pid);
    const release = lockEmbedded(dir);
    expect(fs.readFileSync(path.join(dir, '..', 'db.lock'), 'utf8')).toBe(String(process.pid));
    release();
  }, 30_000);

  it('still refuses while the owner is alive', async () => {
    const owner = spawn('sleep', ['60'], { stdio: 'ignore' });
    cleanup.push(() => owner.kill('SIGKILL'));
    expect(pidAlive(owner.pid!)).toBe(true);
    expect(() => lockEmbedded(lockedDir(owner.pid!))).toThrow(DatabaseInUseError);
  });
});
