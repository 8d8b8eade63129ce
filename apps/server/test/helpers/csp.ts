/** A Content-Security-Policy header as directive name -> sources. */
export function cspDirectives(header: unknown): Map<string, string[]> {
  if (typeof header !== 'string') throw new Error(`no Content-Security-Policy header (got ${String(header)})`);
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}
