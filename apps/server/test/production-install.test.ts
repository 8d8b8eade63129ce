import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dist, freePort, startServer, waitReady } from './helpers/process';

// A production install as docs/deploy.md ("What a production start needs") describes it: the built server, `npm ci --omit=dev`, and a
// Node 24 that comes with the machine (here: the one running this test). The devDependency that brings
// Node 24 to the npm scripts (tools/node-runtime) must not be installed, nor needed.
const root = path.resolve(__dirname, '../../..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'sewee-prod-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

describe.skipIf(process.env.TEST_DB_KIND === 'postgres')('a production install (npm ci --omit=dev)', () => {
  it('installs without the Node runtime package and starts on the machine’s Node 24', async () => {
    const tracked = spawnSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).stdout.split('\0').filter(Boolean);
    expect(tracked).toContain('package-lock.json');
    for (const file of tracked) {
      if (!fs.existsSync(path.join(root, file))) continue; // deleted in the working tree
      fs.mkdirSync(path.dirname(path.join(work, file)), { recursive: true });
      fs.copyFileSync(path.join(root, file), path.join(work, file));
    }
    fs.cpSync(dist, path.join(work, 'apps/server/dist'), { recursive: true });

    const ci = spawnSync('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: work,
      encoding: 'utf8',
      timeout: 300_000,
      env: { ...process.env, NODE_ENV: 'production' },
    });
    expect(ci.status, ci.stderr).toBe(0);
    expect(fs.existsSync(path.join(work, 'node_modules', `node-${process.platform}-${process.arch}`))).toBe(false);
    expect(fs.existsSync(path.join(work, 'node_modules/.bin/node'))).toBe(false);
    expect(fs.existsSync(path.join(work, 'node_modules/vitest'))).toBe(false);

    const port = await freePort();
    const server = startServer(
      { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(work, 'data'), SEED_DEMO: '0', DATABASE_URL: '' },
      path.join(work, 'apps/server/dist/main.js'),
    );
    try {
      await waitReady(port, server);
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);
      expect(server.output()).toContain(`"node":"${process.version}"`);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }, 600_000);
});
