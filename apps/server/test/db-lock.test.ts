import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DatabaseInUseError, openPglite, pidAlive } from '../src/db/client';

/**
 * The embedded database's lock file holds its owner's pid. A server killed with SIGKILL stays a
 * zombie until its parent collects it; signal 0 still reaches a zombie, so the restart was refused.
 */
const cleanup: (() => void)[] = [];
afterEach(() => cleanup.splice(0).forEach((f) => f()));

/** A zombie: `sh` starts `true` in the background and becomes `sleep`, which never collects it. */
async function zombie(): Promise<number> {
  const parent = spawn('sh', ['-c', 'true & echo $!; exec sleep 60'], { stdio: ['ignore', 'pipe', 'ignore'] });
  cleanup.push(() => parent.kill('SIGKILL'));
  const pid = Number(await new Promise<string>((r) => parent.stdout.once('data', (d) => r(String(d)))));
  for (let i = 0; i < 100 && !fs.readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z'); i++) {
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
  it('treats a zombie owner as gone: the restart opens the database', async () => {
    const pid = await zombie();
    expect(fs.readFileSync(`/proc/${pid}/stat`, 'utf8')).toMatch(/\) Z /);
    expect(pidAlive(pid)).toBe(false);
    const database = await openPglite(lockedDir(pid));
    await database.close();
  }, 60_000);

  it('still refuses while the owner is alive', async () => {
    const owner = spawn('sleep', ['60'], { stdio: 'ignore' });
    cleanup.push(() => owner.kill('SIGKILL'));
    expect(pidAlive(owner.pid!)).toBe(true);
    await expect(openPglite(lockedDir(owner.pid!))).rejects.toThrow(DatabaseInUseError);
  });
});
