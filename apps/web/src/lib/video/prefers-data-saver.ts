/** The Network Information API where the browser has it (Chrome on Android; not Safari or Firefox). */
interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

const SLOW = new Set(['slow-2g', '2g', '3g']);

/** Data saver's default before the student chooses: on when the browser says data is scarce. */
export function browserPrefersDataSaver(nav: Navigator | undefined = typeof navigator === 'undefined' ? undefined : navigator): boolean {
  const connection = (nav as (Navigator & { connection?: NetworkInformation }) | undefined)?.connection;
  if (!connection) return false;
  return connection.saveData === true || SLOW.has(connection.effectiveType ?? '');
}
