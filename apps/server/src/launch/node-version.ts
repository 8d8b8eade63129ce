/** The oldest Node Sewee runs on (engines.node in package.json); 24 LTS is what it is built and tested on. */
export const MIN_NODE = '22.12.0';

function parts(version: string): number[] {
  return version
    .replace(/^v/, '')
    .split(/[.-]/)
    .slice(0, 3)
    .map((p) => Number.parseInt(p, 10) || 0);
}

/** Whether `version` (as in process.versions.node, with or without a leading v) is MIN_NODE or newer. */
export function isSupportedNode(version: string): boolean {
  const have = parts(version);
  const need = parts(MIN_NODE);
  for (let i = 0; i < 3; i++) if ((have[i] ?? 0) !== need[i]) return (have[i] ?? 0) > need[i]!;
  return true;
}

/** One line for a person who started Sewee with an older Node: what it needs and how to get it. */
export function unsupportedNodeMessage(version: string): string {
  return (
    `Sewee needs Node.js ${MIN_NODE} or newer (24 LTS recommended), but this is Node ${version.replace(/^v/, '')}: ` +
    'start it with `npm start`, which runs Node 24 from the project\'s node_modules, or install Node 24 (see "Node.js" in the README).'
  );
}

/**
 * Exits at once, with one line and no stack trace, on a Node older than MIN_NODE. The launch entries call
 * it before they import anything else, so an old Node never gets as far as loading a library that needs
 * a newer one.
 */
export function exitUnlessSupportedNode(version = process.versions.node): void {
  if (isSupportedNode(version)) return;
  console.error(unsupportedNodeMessage(version));
  process.exit(1);
}
