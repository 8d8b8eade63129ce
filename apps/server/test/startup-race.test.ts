import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scratchDatabase } from './helpers/app';
import { freePort, startServer, waitReady } from './helpers/process';

/**
 * Two server processes started at once on an empty PostgreSQL database (two replicas, or a restart
 * overlapping the old process): without the start-up lock one of them exited on a duplicate type
 * while both migrated, or on a duplicate demo admin while both seeded. PGlite allows one process.
 */
describe.runIf(process.env.TEST_DB_KIND === 'postgres')('two processes starting at once on an empty database', () => {
  it('both come up, migrated once and seeded once; a production start warns about the demo passwords', async () => {
    const scratch = await scratchDatabase();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sewee-race-'));
    const servers: ReturnType<typeof startServer>[] = [];
    try {
      const ports = [await freePort(), await freePort()];
      for (const port of ports) {
        servers.push(
          startServer({
            ...process.env,
            NODE_ENV: 'production',
            SMTP_URL: 'smtp://127.0.0.1:1',
            PAYMENT_PROVIDER: 'sandbox',
            ALLOW_SANDBOX_PAYMENTS: '1',
            SEED_DEMO: '1',
            DATABASE_URL: scratch.url,
            DATA_DIR: dataDir,
            LOG_LEVEL: 'info',
            PORT: String(port),
            HOST: '127.0.0.1',
          }),
        );
      }
      await Promise.all(ports.map((port, i) => waitReady(port, servers[i]!)));
      const list = await (await fetch(`http://127.0.0.1:${ports[1]}/api/student/course/get`)).json();
      expect(list.data).toHaveLength(8); // the demo's eight courses, not sixteen
      for (const server of servers) expect(server.output()).toMatch(/password published in the README/);
    } finally {
      for (const server of servers) server.child.kill('SIGTERM');
      await Promise.all(servers.map((s) => s.exited));
      await scratch.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
