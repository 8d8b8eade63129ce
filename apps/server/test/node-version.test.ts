import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIN_NODE, isSupportedNode, unsupportedNodeMessage } from '../src/launch/node-version';
import { dist } from './helpers/process';

describe('the Node version guard', () => {
  it('accepts 22.12 and newer, refuses older, with or without a leading v', () => {
    expect(MIN_NODE).toBe('22.12.0');
    for (const v of ['22.12.0', 'v22.12.0', '22.12.1', '22.13.0', '23.0.0', '24.21.0', 'v24.0.0-pre', '26.10.0', '100.0.0']) {
      expect(isSupportedNode(v), v).toBe(true);
    }
    for (const v of ['22.11.9', 'v22.11.0', '22.0.0', '20.20.2', 'v20.19.0', '18.20.4', '0.12.18', '21.99.99']) {
      expect(isSupportedNode(v), v).toBe(false);
    }
  });

  it('says in one line which Node it needs and how to get it', () => {
    const message = unsupportedNodeMessage('v20.20.2');
    expect(message).not.toContain('\n');
    expect(message).toContain('22.12.0 or newer');
    expect(message).toContain('this is Node 20.20.2');
    expect(message).toContain('npm start');
  });

  it('runs the tests on a supported Node: the one pinned in tools/node-runtime where its platform package is installed', () => {
    expect(isSupportedNode(process.versions.node)).toBe(true);
    const root = path.resolve(__dirname, '../../..');
    const pinned = JSON.parse(fs.readFileSync(path.join(root, 'tools/node-runtime/package.json'), 'utf8')).version as string;
    const platformPackage = path.join(root, 'node_modules', `node-${process.platform}-${process.arch}`);
    if (fs.existsSync(platformPackage)) expect(process.version).toBe(`v${pinned}`);
  });
});

/** The first `node` on PATH outside any node_modules: the machine's own, whatever the npm scripts run on. */
function machineNode(): string | null {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir || dir.split(path.sep).includes('node_modules')) continue;
    const candidate = path.join(dir, 'node');
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      /* not here */
    }
  }
  return null;
}

describe('the built server started by hand with the machine’s own Node', () => {
  const node = machineNode();
  const version = node ? spawnSync(node, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout.trim() : '';
  const old = node !== null && version !== '' && !isSupportedNode(version);

  it.skipIf(!old)(`refuses at once with the one-line message (machine Node ${version || 'not found'})`, () => {
    for (const entry of ['main.js', 'create-admin.js']) {
      const r = spawnSync(node!, [path.join(dist, entry)], {
        encoding: 'utf8',
        timeout: 30_000,
        env: { ...process.env, DATA_DIR: '/nonexistent' },
      });
      expect(r.status, entry).toBe(1);
      expect(r.stdout).toBe('');
      expect(r.stderr.trimEnd()).toBe(unsupportedNodeMessage(version));
    }
  });
});
