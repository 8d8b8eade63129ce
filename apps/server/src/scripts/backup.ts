import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { DatabaseInUseError } from '../db/client';
import { errorText } from '../lib/logger';
import { backup, restore } from '../platform/backup';

/** npm run backup -- --out DIR | npm run restore -- DIR */
async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const config = loadConfig();
  if (command === 'backup') {
    const { values } = parseArgs({ args: rest, options: { out: { type: 'string' } }, strict: true });
    if (!values.out) {
      console.error('Usage: npm run backup -- --out DIR');
      process.exit(2);
    }
    const m = await backup(config, path.resolve(values.out));
    console.log(
      `Backed up the ${m.database === 'postgres' ? 'PostgreSQL' : 'embedded'} database and ${m.media.files} media files (${m.media.bytes} bytes) to ${path.resolve(values.out)}.`,
    );
    if (m.media.skipped.length)
      console.log(`${m.media.skipped.length} media files were deleted while the backup ran and are not in it (listed in manifest.json).`);
  } else if (command === 'restore') {
    const { positionals } = parseArgs({ args: rest, allowPositionals: true, strict: true });
    if (positionals.length !== 1) {
      console.error('Usage: npm run restore -- DIR   (stop every Sewee process first)');
      process.exit(2);
    }
    const m = await restore(config, path.resolve(positionals[0]!));
    console.log(`Restored the database and ${m.media.files} media files from the backup of ${m.createdAt}.`);
  } else {
    console.error('Usage: backup --out DIR | restore DIR');
    process.exit(2);
  }
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof DatabaseInUseError) console.error(err.message);
  else if (err instanceof Error && !('code' in err)) console.error(err.message);
  else console.error('backup/restore failed:', errorText(err));
  process.exit(1);
});
