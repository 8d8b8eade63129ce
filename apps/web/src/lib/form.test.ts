import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './form';

type Form = { email: string };
const ok: Resolver<Form> = async (values) => ({ values, errors: {} });
const opts = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Form>>[2];

describe('lazyResolver', () => {
  it('imports the real resolver once (preload or first validation) and delegates to it', async () => {
    const load = vi.fn(async () => ok);
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    resolver.preload();
    expect(await resolver({ email: 'a@b.co' }, undefined, opts)).toEqual({ values: { email: 'a@b.co' }, errors: {} });
    await resolver({ email: 'c@d.co' }, undefined, opts);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('refuses the submit while the import fails (a dropped connection) and tries it again next time', async () => {
    const load = vi.fn<() => Promise<Resolver<Form>>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(ok);
    const resolver = lazyResolver(load);
    expect(await resolver({ email: '' }, undefined, opts)).toEqual({
      values: {},
      errors: { root: { type: 'unavailable', message: 'Could not check the form. Check your connection and try again.' } },
    });
    expect(await resolver({ email: 'x@y.co' }, undefined, opts)).toEqual({ values: { email: 'x@y.co' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
