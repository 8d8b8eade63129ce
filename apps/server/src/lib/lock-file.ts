import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Whether process `pid` still runs. A killed process stays in the process table as a zombie until
 * its parent collects it, and signal 0 still reaches a zombie: on Linux its state in /proc says so.
 */
export function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    // /proc/<pid>/stat: "pid (command) state ..."; the command may hold spaces and parentheses.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return state !== 'Z' && state !== 'X';
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT' && fs.existsSync('/proc/self/stat')) return false; // gone meanwhile
    return true; // no /proc (macOS): signal 0 is the best there is
  }
}

/**
 * Runs `fn` while this process holds the lock file `lock` (its content: the holder's pid), so that
 * processes sharing a folder do one piece of work one at a time and the later ones find it done. A
 * caller that finds the file waits until it is gone; it takes it over when its holder has died (a
 * killed process leaves it) or has held it longer than `staleMs` (a pid can be reused after a
 * restart), so a lock only ever spares repeated work and is never what keeps data right.
 */
export async function withLockFile<T>(lock: string, fn: () => Promise<T>, { staleMs = 120_000, pollMs = 100 } = {}): Promise<T> {
  // Written whole under another name and linked into place: no one ever reads a lock without its pid.
  const mine = `${lock}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  await fsp.writeFile(mine, String(process.pid));
  try {
    for (;;) {
      try {
        await fsp.link(mine, lock);
        break;
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      }
      const held = await Promise.all([fsp.readFile(lock, 'utf8'), fsp.stat(lock)]).catch(() => null);
      if (held && pidAlive(Number(held[0])) && Date.now() - held[1].mtimeMs < staleMs) await sleep(pollMs);
      // Gone meanwhile (try again at once), or its holder is dead or stuck: take it over.
      else if (held) await fsp.rm(lock, { force: true });
    }
  } finally {
    await fsp.rm(mine, { force: true });
  }
  try {
    return await fn();
  } finally {
    await fsp.rm(lock, { force: true });
  }
}
