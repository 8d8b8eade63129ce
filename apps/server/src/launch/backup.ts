// `npm run backup` / `npm run restore`'s process entry (dist/backup.js): the Node check first, then the command.
import { exitUnlessSupportedNode } from './node-version';

exitUnlessSupportedNode();
await import('../scripts/backup');
