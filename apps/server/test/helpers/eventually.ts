/** Resolves with what `fn` returns once it is truthy, polling every 100 ms; fails after `ms`. */
export async function eventually<T>(fn: () => T | null | undefined | Promise<T | null | undefined>, ms = 30_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await fn();
    if (value) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}
