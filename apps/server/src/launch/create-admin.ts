// `npm run create-admin`'s process entry (dist/create-admin.js): the Node check first, then the command.
import { exitUnlessSupportedNode } from './node-version';

exitUnlessSupportedNode();
await import('../scripts/create-admin');
