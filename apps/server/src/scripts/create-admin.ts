import { parseArgs } from 'node:util';
import { z } from 'zod';
import { issueText } from '@sewee/shared/messages/validation/render';
import { ConfigError, loadConfig } from '../config';
import { DatabaseInUseError, openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { errorText } from '../lib/logger';
import { CreateAdminInput, createOrPromoteAdmin } from '../modules/users/create-admin';

/** npm run create-admin -- --email E --name N --password P */
async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } },
    strict: true,
  });
  if (!values.email || !values.name || !values.password) {
    console.error('Usage: npm run create-admin -- --email E --name N --password P');
    process.exit(2);
  }
  const input = CreateAdminInput.parse(values);
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    // Under the start-up lock: a server starting on the same PostgreSQL may be migrating too.
    await database.exclusive(() => migrate(database));
    const { user, created } = await createOrPromoteAdmin(database.db, input);
    console.log(`${created ? 'Created' : 'Promoted'} admin ${user.email} (verified, approved).`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  // The schemas' messages are keys (`say`): issueText puts them in English words.
  if (err instanceof z.ZodError)
    console.error(`Invalid input: ${err.issues.map((i) => `${i.path.join('.')}: ${issueText(i.message)}`).join('; ')}`);
  else if (err instanceof ConfigError || err instanceof DatabaseInUseError) console.error(err.message);
  // Through the log's error serializer: a database error's message can carry the e-mail and password hash.
  else console.error('create-admin failed:', errorText(err));
  process.exit(1);
});
