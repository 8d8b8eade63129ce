import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres, wrapPglite } from '../src/db/client';
import { migrate } from '../src/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplateDb: string;
    /** The start of every scratch database's name in this run and project (helpers/app.ts). */
    pgScratchPrefix: string;
  }
}

/** Migrates one template per run; each test file then gets its own copy (see helpers/app.ts). */
export default async function setup(project: TestProject) {
  const kind = project.config.env?.TEST_DB_KIND;
  if (kind === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const template = `sewee_tpl_${process.pid}_${project.name.replace(/\W/g, '_')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    const u = new URL(url);
    u.pathname = `/${template}`;
    const database = openPostgres(u.toString(), 2);
    await migrate(database);
    await database.close();
    const prefix = `sewee_t_${process.pid}_${project.name.replace(/\W/g, '_')}_`;
    project.provide('pgTemplateDb', template);
    project.provide('pgliteTemplate', '');
    project.provide('pgScratchPrefix', prefix);
    return async () => {
      // The test files' databases, left for this moment (helpers/app.ts freshDatabase): dropped several
      // at a time, so their forced checkpoints coincide.
      const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [prefix]);
      // The template goes first (pop takes from the end): dropped last, after the files' databases,
      // it was left behind by a full run.
      const names = [...rows.map((r) => r.datname), template];
      const dropOne = async (): Promise<void> => {
        const name = names.pop();
        if (!name) return;
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        try {
          await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        } finally {
          await c.end();
        }
        return dropOne();
      };
      await Promise.all(Array.from({ length: 8 }, dropOne));
      await admin.end();
    };
  }
  const client = await PGlite.create();
  await migrate(wrapPglite(client));
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sewee-tpl-')), 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('pgTemplateDb', '');
  project.provide('pgScratchPrefix', `sewee_t_${process.pid}_${project.name.replace(/\W/g, '_')}_`);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
