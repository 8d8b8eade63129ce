import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { findUp } from '../lib/paths';
import type { Database } from './client';

/** The committed SQL migrations (apps/server/drizzle). */
export function migrationsFolder(): string {
  const found = findUp('apps/server/drizzle', 'apps/server/drizzle/meta/_journal.json');
  if (!found) throw new Error('SQL migrations folder (apps/server/drizzle) not found');
  return found;
}

export async function migrate(database: Database): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  if (database.kind === 'pglite') await migratePglite(database.db as never, config);
  else await migratePg(database.db as never, config);
}
