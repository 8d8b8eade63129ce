/** Cache Storage names the service worker (src/sw.ts) and the pages share. DOM-free. */
export const DATA_CACHE = 'sewee-data';
