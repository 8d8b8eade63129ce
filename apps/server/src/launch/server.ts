// The server's process entry (dist/main.js): the Node check first, then everything else.
import { exitUnlessSupportedNode } from './node-version';

exitUnlessSupportedNode();
await import('../main');
