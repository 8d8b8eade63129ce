import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DatabaseInUseError, lockEmbedded } from '../src/db/client';
import { pidAlive, withLockFile } from '../src/lib/lock-file';

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

describe.runIf(process.platform === 'linux')('a lock file shared by processes (withLockFile)', () => {
  const lockIn = (holder: number) => {
    const lock = path.join(lockedDir(holder), '..', 'db.lock');
    return { lock, run: () => withLockFile(lock, async () => fs.readFileSync(lock, 'utf8'), { pollMs: 20 }) };
  };

  it('waits while its holder is alive, then runs holding it; takes over the lock of a dead or stuck holder', async () => {
    const owner = spawn('sleep', ['60'], { stdio: 'ignore' });
    cleanup.push(() => owner.kill('SIGKILL'));
    const live = lockIn(owner.pid!);
    let ran = false;
    const waiting = live.run().then((content) => ((ran = true), content));
    await new Promise((r) => setTimeout(r, 300));
    expect(ran).toBe(false);
    fs.rmSync(live.lock);
    expect(await waiting).toBe(String(process.pid));
    expect(fs.existsSync(live.lock)).toBe(false);

    expect(await lockIn(spawnSync('true').pid).run()).toBe(String(process.pid));
    const stuck = lockIn(owner.pid!);
    const longAgo = new Date(Date.now() - 10 * 60_000);
    fs.utimesSync(stuck.lock, longAgo, longAgo);
    expect(await stuck.run()).toBe(String(process.pid));
  }, 30_000);
});
