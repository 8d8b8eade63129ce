import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Running the external tools this server uses (ffmpeg, pdftoppm, whisper.cpp): finding them and
 * running one to its end. Nothing here knows which tool it runs.
 */

/** An executable file at `file`. */
export function executable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}
/** The executable `name` on the PATH, if any. */
export function onPath(name: string, envPath = process.env.PATH ?? ''): string | undefined {
  for (const dir of envPath.split(path.delimiter)) {
    if (dir && executable(path.join(dir, name))) return path.join(dir, name);
  }
  return undefined;
}

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs a tool to the end; `onStdout` sees its output as it comes. Aborting kills it. `nice` lowers
 * its CPU priority (0-19), so background work yields to the requests and the H.264 ladder.
 */
export function run(
  file: string,
  args: string[],
  opts: { signal?: AbortSignal; onStdout?: (chunk: string) => void; nice?: number } = {},
): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { stdio: ['ignore', 'pipe', 'pipe'], signal: opts.signal });
    if (opts.nice && child.pid) {
      try {
        os.setPriority(child.pid, opts.nice);
      } catch {
        // Not allowed here (a locked-down container): it runs at normal priority, still one at a time.
      }
    }
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      if (opts.onStdout) opts.onStdout(d);
      else stdout += d;
    });
    // Only the tail matters (the reason it stopped); a long encode writes a lot.
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr = (stderr + d).slice(-8_000)));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
